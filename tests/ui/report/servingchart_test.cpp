// The throughput–interactivity chart (report/servingchart.h), read back from
// its pixels: the band a TPOT target asks for is shaded, the operating point
// is marked, a point missing the targets is hollow.
#include "report/servingchart.h"

#include <QColor>
#include <QImage>

#include <gtest/gtest.h>

using namespace dlrig;

namespace {

// Two users at 50 tokens/s each and 100 per GPU; 20 users at 10 and 200; the
// KV cache full at 40 users, 5 tokens/s each and 200 per GPU. The load asked
// for: 10 users at 25 tokens/s each, 180 per GPU. TPOT ≤ 40 ms asks for 25
// tokens/s each.
core::ServingEstimate servedCurve()
{
    core::ServingEstimate e;
    e.curve = {{2, 50, 100, 100, 20, true}, {20, 10, 200, 100, 100, false}, {40, 5, 200, 100, 200, false}};
    e.concurrency = 10;
    e.outputTokensPerSecondPerUser = 25;
    e.outputTokensPerSecondPerGpu = 180;
    e.saturationUsers = 40;
    return e;
}

int pixelsLike(const QImage &image, QColor colour, int tolerance = 12)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - colour.red()) <= tolerance && std::abs(c.green() - colour.green()) <= tolerance &&
                std::abs(c.blue() - colour.blue()) <= tolerance)
                ++count;
        }
    return count;
}

const QColor kShade(0xdc, 0xf0, 0xdc);
const QColor kOperating(0xf2, 0xa9, 0x00);
const QColor kMiss(0xd9, 0x3f, 0x3f);

} // namespace

TEST(ServingChart, ShadesTheTargetBandAndMarksTheOperatingPoint)
{
    core::ServingLoad load;
    load.users = 10;
    load.inputTokens = 1000;
    load.outputTokens = 200;
    load.tpotTargetMs = 40;
    core::ServingEstimate e = servedCurve();
    e.meetsTargets = true;
    const QImage chart = report::servingChartImage(e, load, QSize(600, 400));
    EXPECT_GT(pixelsLike(chart, kShade), 600 * 400 / 10) << "the band right of 25 tokens/s each";
    EXPECT_GT(pixelsLike(chart, kOperating), 20) << "the diamond of the load asked for";
    EXPECT_GT(pixelsLike(chart, kMiss), 5) << "the rings of the points that miss";

    // Without a target nothing is shaded; an unstable load has no operating point.
    load.tpotTargetMs = 0;
    e.stable = false;
    const QImage plain = report::servingChartImage(e, load, QSize(600, 400));
    EXPECT_EQ(pixelsLike(plain, kShade, 3), 0);
    EXPECT_EQ(pixelsLike(plain, kOperating, 3), 0);
}
