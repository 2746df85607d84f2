#include "app/cli/chartoutput.h"

#include "app/cli/language.h"
#include "core/base/inputerror.h"

#ifdef DLRIG_HAVE_REPORT
#include "report/bomdocument.h"
#include "report/servingchart.h"

#include <QBuffer>
#include <QImage>
#endif

namespace dlrig::cli {

ChartOutput::ChartOutput(const Arguments &args) : m_path(args.value("--chart"))
{
    if (!m_path)
        return;
#ifdef DLRIG_HAVE_REPORT
    report::ensureGuiApplication(); // fonts for the chart's words
    m_outputs.reserve(*m_path);
#else
    throw UsageError("--chart needs dlrig built with Qt (DLRIG_BUILD_GUI=ON)");
#endif
}

void ChartOutput::requireServing(bool serving) const
{
    if (m_path && !serving)
        throw core::InputError("--chart", say({DLRIG_MESSAGE("cli.input", "--chart draws a served load's throughput "
                                                                          "against interactivity: the workload needs "
                                                                          "--input-tokens and --output-tokens (build "
                                                                          "fields input_tokens and output_tokens)"),
                                               {}}));
}

void ChartOutput::write(const core::ServingEstimate &serving, const core::ServingLoad &load, std::ostream *messages)
{
    if (!m_path)
        return;
#ifdef DLRIG_HAVE_REPORT
    const QImage image = report::servingChartImage(serving, load, QSize(1200, 720));
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    m_outputs.stage(*m_path, png.toStdString());
    m_outputs.commit();
    if (messages)
        *messages << say({DLRIG_MESSAGE("cli.chart.wrote", "wrote {file}"), {{"file", *m_path}}}) << '\n';
#else
    (void)serving;
    (void)load;
    (void)messages;
#endif
}

} // namespace dlrig::cli
