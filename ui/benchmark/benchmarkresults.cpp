#include "ui/benchmark/benchmarkview.h"

#include "report/messagetext.h"
#include "report/numbertext.h"
#include "ui/benchmark/benchmarkstate.h"

#include "catalog/benchhistory.h"
#include "report/verdicttext.h"
#include "catalog/catalog.h"
#include "core/build/analysis.h"
#include "core/validation/peermatrix.h"
#include "core/recommend/presets.h"
#include "core/base/textfile.h"
#include "kernels/benchrun.h"
#include "report/acceptancereport.h"
#include "ui/widgets/barrelchart.h"
#include "ui/benchmark/peermatrixview.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QFontMetricsF>
#include <QHorizontalStackedBarSeries>
#include <QTableWidget>
#include <QValueAxis>

#include <QComboBox>

#include <QLabel>

#include <QPushButton>

#include <nlohmann/json.hpp>

#include <unistd.h>

#include <algorithm>

namespace dlrig::ui {

using namespace benchmark;

namespace {

// Each compared test as a horizontal bar (the names stay whole however many
// there are) in its verdict's colour, 0–150 % of the spec. One stacked set per
// verdict puts exactly one non-zero bar on each row. A dark window gets the
// dark theme (set first: a theme resets the series' colours).
QChart *makeRatioChart(const std::vector<core::Measurement> &measurements,
                       const std::vector<core::Threshold> &thresholds, bool dark)
{
    // A share of the spec to draw; exact checks (inventory: a count, a model
    // that matches or not) stay in the table, where a failed one is not an
    // invisible zero-length bar.
    const auto charted = [&](const core::Measurement &m) {
        const core::Threshold *bar = core::findThreshold(thresholds, m.metric);
        return m.ratio && !(bar && bar->exact);
    };
    auto *chart = new QChart;
    chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setTitle(BenchmarkView::tr("Measured as a share of the spec sheet (%)"));
    QStringList keys;
    for (const core::Measurement &m : measurements) {
        if (charted(m))
            keys.prepend(QString::fromStdString(m.key)); // keys, not metrics: two GPUs have a device_copy each
    }
    if (keys.isEmpty()) {
        chart->setTitle(BenchmarkView::tr("Nothing could be compared with a spec: see the verdicts above"));
        chart->legend()->hide();
        return chart;
    }
    auto *series = new QHorizontalStackedBarSeries;
    for (const core::Verdict verdict : {core::Verdict::Pass, core::Verdict::Warn, core::Verdict::Fail}) {
        auto *set = new QBarSet(report::verdictText(std::string(core::toString(verdict))));
        set->setColor(verdictColour(verdict));
        set->setBorderColor(verdictColour(verdict));
        for (auto m = measurements.rbegin(); m != measurements.rend(); ++m) { // bottom-up: the table's order
            if (charted(*m))
                *set << (m->verdict == verdict ? std::min(*m->ratio * 100, 150.0) : 0.0);
        }
        series->append(set);
    }
    chart->addSeries(series);
    auto *tests = new QBarCategoryAxis;
    tests->append(keys);
    // Qt Charts shortens a vertical axis' names to "…" when it thinks them too
    // wide; each row is tall enough (showRun) and the names are short keys.
    tests->setTruncateLabels(false);
    auto *share = new QValueAxis;
    share->setRange(0, 150);
    share->setTickCount(7); // every 25 %
    share->setLabelFormat("%.0f");
    chart->addAxis(tests, Qt::AlignLeft);
    chart->addAxis(share, Qt::AlignBottom);
    series->attachAxis(tests);
    series->attachAxis(share);
    chart->legend()->setAlignment(Qt::AlignBottom);
    return chart;
}

} // namespace

QChart *BenchmarkView::ratioChart() const
{
    return m_chart->chart();
}

// The same test in this machine's run before: its median and the change.
QString BenchmarkView::previousCell(const core::Measurement &m) const
{
    const auto it = m_state->previous.find(m.key);
    if (it == m_state->previous.end() || !m.median)
        return QStringLiteral("–");
    const double before = it->second;
    if (before == 0)
        return number(before);
    return QStringLiteral("%1 (%2%3 %)")
        .arg(number(before))
        .arg(*m.median >= before ? "+" : "−")
        .arg(report::decimalNumber(std::abs(*m.median / before - 1) * 100, 1));
}

// Medians of the run listed after `index` in the history (the one before it in time).
void BenchmarkView::loadPrevious(int index)
{
    m_state->previous.clear();
    const std::size_t before = static_cast<std::size_t>(index) + 1;
    if (index < 0 || before >= m_state->history.size())
        return;
    try {
        for (const core::Measurement &m :
             catalog::BenchHistory::open(m_historyPath).load(m_state->history[before].id).measurements) {
            if (m.median)
                m_state->previous[m.key] = *m.median;
        }
    } catch (const std::exception &) {
        // An unreadable history: no comparison column, the run itself still shows.
    }
}

void BenchmarkView::showRun()
{
    const kernels::BenchRun &run = m_state->run;
    const QString overall = verdict();
    m_verdict->setText(report::verdictText(overall.toStdString()));
    m_verdict->setStyleSheet(overall.startsWith("PASS")                           ? "color: #1b7f3b"
                             : overall == "NOT CHECKED" || overall == "CANCELLED" ? "color: #777777"
                                                                                  : "color: #b3261e");
    m_results->setRowCount(static_cast<int>(run.measurements.size()));
    for (int row = 0; row < m_results->rowCount(); ++row) {
        const core::Measurement &m = run.measurements[static_cast<std::size_t>(row)];
        const QString why = report::benchText(m.error.empty() ? m.skipped : m.error);
        const QStringList cells{QString::fromStdString(m.key),
                                number(m.median),
                                m.min && m.max ? number(m.min) + "–" + number(m.max) : QStringLiteral("–"),
                                QString::fromStdString(m.unit),
                                number(m.spec),
                                m.ratio ? number(*m.ratio * 100) + " %" : QStringLiteral("–"),
                                previousCell(m),
                                report::verdictText(std::string(core::toString(m.verdict))) +
                                    (why.isEmpty() ? QString() : " — " + why)};
        for (int column = 0; column < cells.size(); ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            if (column != TestColumn && column != UnitColumn && column != VerdictColumn)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setToolTip(report::benchText(m.detail) +
                             (m.specBasis.empty()
                                  ? QString()
                                  : QLatin1Char('\n') + tr("spec: %1").arg(report::benchText(m.specBasis))));
            m_results->setItem(row, column, item);
        }
        m_results->item(row, VerdictColumn)->setForeground(verdictColour(m.verdict));
    }
    QChart *old = m_chart->chart();
    m_chart->setChart(
        makeRatioChart(run.measurements, thresholds(), palette().color(QPalette::Window).lightness() < 128));
    delete old;
    // A row per test tall enough for its name (Qt Charts writes "…" for names
    // that do not fit): the chart grows with the tests and its pane scrolls.
    int rows = 0;
    for (QAbstractAxis *axis : m_chart->chart()->axes(Qt::Vertical))
        if (const auto *categories = qobject_cast<QBarCategoryAxis *>(axis))
            rows = static_cast<int>(categories->count());
    m_chart->setMinimumHeight(std::max(200, rows * (fontMetrics().height() + 8) + 120));
    const core::PeerMatrix peers = core::peerMatrix(run.measurements);
    m_peers->setMatrix(peers);
    m_chartTabs->setTabEnabled(m_chartTabs->indexOf(m_peers), peers.gpus > 0);
    m_chartTabs->setTabToolTip(m_chartTabs->indexOf(m_peers),
                               peers.gpus > 0 ? tr("Bandwidth between each pair of GPUs, direct and through the host")
                                              : tr("Opens when a run has measured two or more GPUs; this run "
                                                   "measured no pair of GPUs."));
    if (peers.gpus == 0 && m_chartTabs->currentWidget() == m_peers)
        m_chartTabs->setCurrentWidget(m_chart); // a disabled tab is not left showing
    showMeasuredBarrel();
}

// The compared build's barrel twice: with dlrig's assumed efficiencies (the
// markers) and with the measured ones (the bars). The workload is the build's,
// or the academic-research preset's for the detected machine.
void BenchmarkView::showMeasuredBarrel()
{
    m_barrel->setReport({});
    if (!m_state->specs || m_state->specs->lines.empty()) {
        m_barrelNote->setText(tr("The measured barrel needs the build the run was compared with."));
        return;
    }
    core::ResolvedBuild build = *m_state->specs;
    if (build.scenario.workload.model.slug.empty())
        build.scenario = core::findPreset("academic-research")->scenario;
    try {
        std::vector<core::Message> notes;
        const core::Assumptions assumed;
        const core::Assumptions measured =
            core::measuredAssumptions(assumed, m_state->run.measurements, thresholds(), &notes);
        const auto rates = core::ExchangeRates::builtIn();
        const core::BarrelReport spec = core::analyze(build, assumed, rates, {}).barrel;
        const core::BarrelReport shown =
            core::measuredBarrelReport(core::analyze(build, measured, rates, {}).barrel, m_state->run.measurements);
        const bool gpuMeasured = core::measuredAGpu(m_state->run.measurements);
        m_barrel->setWaterLineShown(gpuMeasured);
        m_barrel->setReport(shown);
        m_barrel->addOverlay(spec, tr("spec sheet"));
        const QString measuredText =
            notes.empty() ? tr("nothing yet")
                          : report::messageText(notes.front()) +
                                (notes.size() > 1 ? tr(" and %1 more").arg(notes.size() - 1) : QString());
        const QString model = QString::fromStdString(build.scenario.workload.model.name);
        m_barrelNote->setText(
            gpuMeasured
                ? tr("The barrel for %1 with the measured figures (bars) and the assumed ones (markers). Measured: %2")
                      .arg(model, measuredText)
                : tr("The barrel for %1: no GPU was measured, so the GPU staves show only the spec sheet's markers "
                     "and there is no water line. Measured: %2")
                      .arg(model, measuredText));
        QStringList all;
        for (const core::Message &note : notes)
            all << report::messageText(note);
        m_barrelNote->setToolTip(all.join('\n'));
    } catch (const std::exception &error) {
        m_barrelNote->setText(tr("No barrel for this machine: %1").arg(report::errorText(error)));
    }
}

void BenchmarkView::refreshHistory()
{
    try {
        m_state->history = catalog::BenchHistory::open(m_historyPath).runs(kernels::machineName(m_state->detected));
    } catch (const std::exception &) {
        m_state->history.clear(); // an unreadable history hides the list, not the tab
    }
    m_history->clear();
    for (const catalog::BenchRunRecord &run : m_state->history)
        m_history->addItem(QStringLiteral("%1 · %2 · %3")
                               .arg(QString::fromStdString(run.started), report::benchModeText(run.mode),
                                    report::verdictText(run.verdict)));
    // The list shows its newest run selected: show that run too (after a
    // restart or a language switch), unless a run of this session is showing.
    if (!m_state->haveRun && !m_state->history.empty())
        loadHistoryEntry(0);
}

QStringList BenchmarkView::historyEntries() const
{
    QStringList entries;
    for (int i = 0; i < m_history->count(); ++i)
        entries << m_history->itemText(i);
    return entries;
}

void BenchmarkView::loadHistoryEntry(int index)
{
    if (index < 0 || index >= static_cast<int>(m_state->history.size()) || m_worker)
        return;
    catalog::BenchRunRecord record;
    try {
        record = catalog::BenchHistory::open(m_historyPath).load(m_state->history[static_cast<std::size_t>(index)].id);
    } catch (const std::exception &error) {
        m_verdict->setText(tr("Cannot read that run: %1").arg(report::errorText(error)));
        return;
    }
    m_state->run = {record.measurements, record.verdict == "CANCELLED", record.started, record.finished};
    m_state->specs.reset(); // the history keeps the figures, not the build they were compared with
    m_state->mode = record.mode;
    m_state->specsFrom = record.specsFrom; // empty for runs saved before dlrig kept it
    m_state->haveRun = true;
    loadPrevious(index);
    showRun();
    updateButtons();
}

void BenchmarkView::updateButtons()
{
    const bool running = m_worker != nullptr;
    m_run->setEnabled(!running);
    m_cancelButton->setEnabled(running);
    m_exportPdf->setEnabled(!running && m_state->haveRun);
    m_exportJson->setEnabled(!running && m_state->haveRun);
    m_history->setEnabled(!running);
}

void BenchmarkView::exportReportPdf(const QString &path) const
{
    report::AcceptanceReport r;
    r.machine = kernels::machineName(m_state->detected);
    r.started = m_state->run.started;
    r.finished = m_state->run.finished;
    r.mode = m_state->mode;
    r.verdict = verdict().toStdString();
    r.specsFrom = m_state->specsFrom;
    r.hardware = kernels::hardwareLines(m_state->detected);
    r.matches = m_state->local.matched;
    r.matches.insert(r.matches.end(), m_state->local.unmatched.begin(), m_state->local.unmatched.end());
    r.measurements = m_state->run.measurements;
    r.thresholds = thresholds();
    report::writeAcceptancePdf(path.toStdString(), r, report::Paper::A4);
}

void BenchmarkView::exportReportJson(const QString &path) const
{
    const nlohmann::json json =
        kernels::benchRunJson(m_state->detected, m_state->local, m_state->run, m_state->mode, m_state->specsFrom);
    core::writeTextFileAtomically(path.toStdString(), json.dump(2) + "\n");
}

} // namespace dlrig::ui
