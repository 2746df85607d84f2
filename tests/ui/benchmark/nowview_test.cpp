// The Benchmark tab's "Now": this machine read once off the GUI thread and
// judged as `dlrig-cli monitor --check` judges it, in the user's language.
#include "catalog/catalog.h"
#include "testsupport.h"
#include "ui/benchmark/benchmarkview.h"
#include "ui/benchmark/nowview.h"
#include "ui/settings/language.h"

#include <QScopeGuard>
#include <QSignalSpy>
#include <QTableWidget>

#include <gtest/gtest.h>

using namespace dlrig;

namespace {

QString cell(const QTableWidget &table, const QString &subject, const QString &check, int column)
{
    for (int row = 0; row < table.rowCount(); ++row)
        if (table.item(row, 0)->text() == subject && table.item(row, 1)->text() == check)
            return table.item(row, column)->text();
    return {};
}

} // namespace

// A machine without a GPU and without a bench run: both SKIPPED with why, read
// on a thread of its own while the GUI goes on.
TEST(NowView, ThisMachineIsReadAndJudged)
{
    TempDir dir;
    catalog::Catalog catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    ui::BenchmarkView view(catalog, dir / "history.db");
    view.detect();
    ui::NowView &now = *view.nowView();
    QSignalSpy finished(&now, &ui::NowView::readingFinished);
    now.readNow();
    ASSERT_TRUE(finished.wait(20'000));
    const QTableWidget &table = *now.table();
    EXPECT_EQ(cell(table, "bench", "acceptance", 2), "SKIPPED");
    EXPECT_EQ(cell(table, "bench", "acceptance", 3), "no bench run on this machine yet (dlrig-cli bench)");
    if (!std::filesystem::exists("/dev/nvidia0")) {
        const QString why = cell(table, "gpu", "gpu.up", 3);
        EXPECT_TRUE(why.startsWith("no GPU figures: ")) << why.toStdString();
    }
}

// A reading with a hot GPU and a slow peer, in Chinese: the verdict words
// bench uses and the reasons translated.
TEST(NowView, FindingsReadInChinese)
{
    auto *app = QCoreApplication::instance();
    const auto english = qScopeGuard([app] { ui::installTranslations(*app, "en"); });
    ASSERT_EQ(ui::installTranslations(*app, "zh_CN"), "zh_CN");
    core::MonitorReading reading;
    reading.gpus = {{0, "H100", 0.95, 40e9, 80e9, 88, 1, 0}};
    reading.peers = {{"n2:9877", 0.0005, ""}};
    ui::NowView now(std::filesystem::path("/nonexistent/history.db"));
    now.showFindings(core::checkReading(reading));
    const QTableWidget &table = *now.table();
    EXPECT_EQ(cell(table, "gpu0", "gpu.temperature", 2), QStringLiteral("不通过"));
    EXPECT_EQ(cell(table, "gpu0", "gpu.temperature", 3), QStringLiteral("88.0 °C，达到或高于 85.0 °C"));
    EXPECT_EQ(cell(table, "n2:9877", "peer.latency", 3), QStringLiteral("连接耗时 500.0 µs，高于 200.0 µs"));
    EXPECT_EQ(table.horizontalHeaderItem(3)->text(), QStringLiteral("原因"));
}
