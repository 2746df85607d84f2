#include "ui/benchmark/benchmarkview.h"

#include "report/verdicttext.h"

#include "catalog/server/teamserver.h"
#include "ui/benchmark/teamrunsview.h"

#include "ui/benchmark/benchmarkstate.h"
#include "ui/benchmark/clusterview.h"
#include "ui/benchmark/nowview.h"

#include "catalog/benchhistory.h"
#include "catalog/catalog.h"
#include "core/base/textfile.h"
#include "core/build/analysis.h"
#include "core/recommend/presets.h"
#include "kernels/benchrun.h"
#include "report/acceptancereport.h"
#include "report/messagetext.h"
#include "ui/benchmark/legacybenchsettings.h"
#include "ui/benchmark/peermatrixview.h"
#include "ui/widgets/barrelchart.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

namespace dlrig::ui {

using namespace benchmark;

BenchmarkView::BenchmarkView(const catalog::Catalog &catalog, std::filesystem::path historyPath, QWidget *parent)
    : QWidget(parent), m_state(std::make_unique<State>()), m_catalog(catalog), m_historyPath(std::move(historyPath)),
      m_settingsPath(catalog::benchSettingsPath(m_historyPath)),
      m_machine(new QLabel(tr("The machine is read when this tab is first shown."))),
      m_quick(new QRadioButton(tr("&Quick (about a minute)"))), m_full(new QRadioButton(tr("F&ull"))),
      m_burn(new QRadioButton(tr("&Burn-in for"))), m_burnMinutes(new QSpinBox), m_folder(new QLineEdit),
      m_against(new QComboBox), m_run(new QPushButton(tr("&Run"))), m_cancelButton(new QPushButton(tr("&Cancel"))),
      m_exportPdf(new QPushButton(tr("Acceptance report (&PDF)…"))), m_exportJson(new QPushButton(tr("&JSON…"))),
      m_current(new QLabel), m_probeProgress(new QProgressBar), m_overallProgress(new QProgressBar),
      m_verdict(new QLabel), m_results(new QTableWidget(0, 8)), m_chart(new QChartView), m_peers(new PeerMatrixView),
      m_chartTabs(new QTabWidget), m_barrel(new BarrelChart), m_barrelNote(new QLabel), m_history(new QComboBox)
{
    setObjectName("benchmarkView");
    moveLegacyBenchSettings(m_settingsPath);
    m_machine->setWordWrap(true);
    m_machine->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_machine->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_quick->setChecked(true);
    m_burnMinutes->setRange(1, 24 * 60);
    m_burnMinutes->setValue(10);
    m_burnMinutes->setSuffix(tr(" min"));
    m_folder->setText(QDir::homePath());
    m_folder->setToolTip(tr("The storage test writes a file here (removed afterwards): pick a folder on the drive "
                            "to measure"));
    m_against->addItem(tr("the detected parts"));
    const std::pair<QWidget *, QString> names[] = {{m_burnMinutes, tr("Burn-in minutes")},
                                                   {m_folder, tr("Storage test folder")},
                                                   {m_against, tr("Compare with")},
                                                   {m_probeProgress, tr("Progress of the current test")},
                                                   {m_overallProgress, tr("Overall progress")},
                                                   {m_results, tr("Benchmark results")},
                                                   {m_history, tr("Earlier runs")}};
    for (const auto &[widget, name] : names)
        widget->setAccessibleName(name);
    m_results->setHorizontalHeaderLabels({tr("Test"), tr("Median"), tr("Min–max"), tr("Unit"), tr("Spec"), tr("Ratio"),
                                          tr("Previous run"), tr("Verdict")});
    m_results->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_results->verticalHeader()->hide();
    m_results->setWordWrap(false);
    m_results->verticalHeader()->setDefaultSectionSize(m_results->fontMetrics().height() + 8);
    m_results->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_results->horizontalHeader()->setSectionResizeMode(VerdictColumn, QHeaderView::Stretch);
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(220);
    QFont big = m_verdict->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_verdict->setFont(big);

    auto *machineBox = new QGroupBox(tr("Detected parts"));
    auto *detectAgain = new QPushButton(tr("&Detect again"));
    auto *byHand = new QPushButton(tr("&Match by hand…"));
    auto *bars = new QPushButton(tr("&Thresholds…"));
    bars->setToolTip(tr("The share of the spec each measurement must reach to pass or warn, with the evidence"));
    connect(bars, &QPushButton::clicked, this, &BenchmarkView::thresholdsDialog);
    byHand->setToolTip(tr("Choose the catalog part of a detected CPU, GPU or drive the names did not match"));
    auto *machineButtons = new QHBoxLayout;
    machineButtons->addWidget(detectAgain);
    machineButtons->addWidget(byHand);
    machineButtons->addWidget(bars);
    machineButtons->addStretch(1);
    auto *machineBoxLayout = new QVBoxLayout(machineBox);
    machineBoxLayout->addWidget(m_machine, 1);
    machineBoxLayout->addLayout(machineButtons);

    auto *browse = new QPushButton(tr("…"));
    browse->setAccessibleName(tr("Choose the storage test folder"));
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    auto *modeRow = new QHBoxLayout;
    for (QWidget *w : std::initializer_list<QWidget *>{m_quick, m_full, m_burn, m_burnMinutes})
        modeRow->addWidget(w);
    modeRow->addStretch(1);
    auto *runBox = new QGroupBox(tr("Run"));
    auto *form = new QFormLayout(runBox);
    form->addRow(tr("Tests:"), modeRow);
    auto *folderLabel = new QLabel(tr("Storage test f&older:"));
    folderLabel->setBuddy(m_folder);
    form->addRow(folderLabel, folderRow);
    form->addRow(tr("Compare &with:"), m_against);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancelButton);
    buttons->addStretch(1);
    form->addRow(buttons);
    form->addRow(m_current);
    form->addRow(tr("This test:"), m_probeProgress);
    form->addRow(tr("Overall:"), m_overallProgress);

    auto *top = new QHBoxLayout;
    top->addWidget(machineBox, 1);
    top->addWidget(runBox, 1);
    auto *resultsBar = new QHBoxLayout;
    resultsBar->addWidget(m_verdict, 1);
    resultsBar->addWidget(new QLabel(tr("Earlier runs:")));
    resultsBar->addWidget(m_history, 1);
    m_exportPdf->setObjectName("benchExportPdf");
    m_exportJson->setObjectName("benchExportJson");
    m_history->setObjectName("benchHistory");
    m_current->setObjectName("benchCurrentTest");
    resultsBar->addWidget(m_exportPdf);
    resultsBar->addWidget(m_exportJson);
    m_barrelNote->setObjectName("measuredBarrelNote");
    m_chartTabs->setObjectName("benchCharts");
    m_barrelNote->setWordWrap(true);
    auto *barrelPane = new QWidget;
    auto *barrelLayout = new QVBoxLayout(barrelPane);
    barrelLayout->setContentsMargins(0, 0, 0, 0);
    barrelLayout->addWidget(m_barrelNote);
    barrelLayout->addWidget(m_barrel, 1);
    auto *charts = new QSplitter(Qt::Horizontal);
    auto *chartScroll = new QScrollArea; // the chart grows a row per test (showRun)
    chartScroll->setWidget(m_chart);
    chartScroll->setWidgetResizable(true);
    chartScroll->setFrameShape(QFrame::NoFrame);
    m_chartTabs->addTab(chartScroll, tr("Measured ÷ spec"));
    m_chartTabs->addTab(m_peers, tr("GPU ↔ GPU"));
    m_chartTabs->setTabEnabled(1, false); // until a run measures two GPUs
    m_chartTabs->setTabToolTip(1, tr("Opens when a run has measured two or more GPUs: each pair's direct and "
                                     "through-the-host bandwidth."));
    m_now = new NowView(m_historyPath);
    m_chartTabs->addTab(m_now, tr("Now"));
    m_chartTabs->setTabToolTip(m_chartTabs->indexOf(m_now),
                               tr("The figures now against the thresholds to keep, as dlrig-cli monitor --check "
                                  "judges them"));
    if (m_catalog.isTeam()) {
        m_teamRuns = new TeamRunsView;
        m_chartTabs->addTab(m_teamRuns, tr("Lab machines"));
        m_chartTabs->setTabToolTip(m_chartTabs->indexOf(m_teamRuns),
                                   tr("The runs stored on the team server that your role may see, by machine"));
        m_teamRuns->refresh(m_catalog);
    }
    charts->addWidget(m_chartTabs);
    charts->addWidget(barrelPane);
    charts->setStretchFactor(0, 1);
    charts->setStretchFactor(1, 1);
    charts->setSizes({700, 700});
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_results);
    split->addWidget(charts);
    // The results table is what an admin reads: it gets three fifths.
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({480, 320});
    m_barrel->setMinimumSize(320, 200); // a pane of this tab, not a tab of its own
    m_chart->setMinimumHeight(200);
    auto *machinePage = new QWidget;
    auto *machineLayout = new QVBoxLayout(machinePage);
    machineLayout->addLayout(top);
    machineLayout->addLayout(resultsBar);
    machineLayout->addWidget(split, 1);
    m_cluster = new ClusterView(m_catalog);
    m_pages = new QTabWidget;
    m_pages->setObjectName("benchmarkPages");
    m_pages->addTab(machinePage, tr("Th&is machine"));
    m_pages->addTab(m_cluster, tr("C&luster"));
    m_pages->setTabToolTip(1, tr("A cluster check's report (dlrig-cli cluster check --json): every node and every link "
                                 "between them, judged"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);
    connect(m_cluster, &ClusterView::exported, this, &BenchmarkView::exported);

    connect(detectAgain, &QPushButton::clicked, this, &BenchmarkView::detect);
    connect(byHand, &QPushButton::clicked, this, &BenchmarkView::matchDialog);
    connect(m_run, &QPushButton::clicked, this, &BenchmarkView::start);
    connect(m_cancelButton, &QPushButton::clicked, this, &BenchmarkView::cancel);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Storage test folder"), m_folder->text());
        if (!dir.isEmpty())
            m_folder->setText(dir);
    });
    connect(m_history, &QComboBox::activated, this, &BenchmarkView::loadHistoryEntry);
    // Asks where to write the report, then writes it with `write`.
    const auto exportAs = [this](const QString &fileName, const QString &filter,
                                 void (BenchmarkView::*write)(const QString &) const) {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Acceptance report"), QDir::homePath() + "/" + fileName, filter);
        if (path.isEmpty())
            return;
        try {
            (this->*write)(path);
            emit exported(tr("Wrote the acceptance report to %1").arg(QDir::toNativeSeparators(path)));
        } catch (const std::exception &error) {
            QMessageBox::warning(this, tr("Cannot write the report"), report::errorText(error));
        }
    };
    connect(m_exportPdf, &QPushButton::clicked, this,
            [=] { exportAs("acceptance-report.pdf", tr("PDF (*.pdf)"), &BenchmarkView::exportReportPdf); });
    connect(m_exportJson, &QPushButton::clicked, this,
            [=] { exportAs("acceptance-report.json", tr("JSON (*.json)"), &BenchmarkView::exportReportJson); });
    updateButtons();
}

BenchmarkView::~BenchmarkView()
{
    if (m_worker) {
        m_cancel = true;
        m_worker->wait(); // the probes stop at their next check and clean up
    }
}

void BenchmarkView::showClusterPage()
{
    m_pages->setCurrentWidget(m_cluster);
}

void BenchmarkView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_state->detectedOnce)
        detect();
}

void BenchmarkView::detect()
{
    m_state->detectedOnce = true;
    m_state->detected = kernels::detectMachine();
    m_now->setMachine(kernels::machineName(m_state->detected));
    rematch();
}

QString BenchmarkView::machineSummary() const
{
    return m_machine->text();
}

void BenchmarkView::setOpenBuild(const QString &name, const core::ResolvedBuild *build)
{
    m_state->openBuildName = name;
    if (build)
        m_state->openBuild = *build;
    else
        m_state->openBuild.reset();
    const bool wasOpenBuild = m_against->currentIndex() == 1;
    while (m_against->count() > 1)
        m_against->removeItem(1);
    if (build) {
        m_against->addItem(tr("the open build: %1").arg(name));
        if (wasOpenBuild)
            m_against->setCurrentIndex(1);
    }
}

void BenchmarkView::setTests(const QStringList &tests)
{
    m_state->tests = tests;
}

void BenchmarkView::setScratchDirectory(const QString &path)
{
    m_folder->setText(path);
}

void BenchmarkView::setCompareWithOpenBuild(bool openBuild)
{
    m_against->setCurrentIndex(openBuild && m_against->count() > 1 ? 1 : 0);
}

bool BenchmarkView::isRunning() const
{
    return m_worker != nullptr;
}

bool BenchmarkView::start()
{
    if (m_worker)
        return false;
    if (!m_state->detectedOnce)
        detect();
    kernels::BenchOptions options;
    options.quick = !m_full->isChecked();
    options.burnSeconds = m_burn->isChecked() ? m_burnMinutes->value() * 60.0 : 0;
    options.scratchDirectory = m_folder->text().toStdString();
    for (const QString &test : m_state->tests)
        options.tests.push_back(test.toStdString());
    const bool againstBuild = m_against->currentIndex() == 1 && m_state->openBuild;
    options.specsAreABuild = againstBuild;
    const core::ResolvedBuild specs = againstBuild ? *m_state->openBuild : m_state->local.build;
    m_state->specs = specs;
    m_state->specsFrom =
        againstBuild ? "the open build: " + m_state->openBuildName.toStdString() : std::string("the detected parts");
    m_state->mode = options.burnSeconds > 0 ? "burn-in " + std::to_string(m_burnMinutes->value()) + " min"
                    : options.quick         ? "quick"
                                            : "full";
    m_cancel = false;
    m_probeProgress->setValue(0);
    m_overallProgress->setValue(0);
    m_verdict->clear();
    m_current->setText(tr("Starting…"));
    const kernels::DetectedMachine detected = m_state->detected;
    const std::vector<core::Threshold> thresholds = this->thresholds();
    // The probes run on a worker thread; progress and the result come back
    // through the event loop (queued calls), so the window stays live.
    m_worker = QThread::create([this, detected, specs, options, thresholds] {
        const auto onProgress = [this](const kernels::BenchProgress &p) {
            const QString name = report::benchText(p.probe); // the probe's line, in the user's language
            const int probe = static_cast<int>(p.probe01 * 100);
            const int overall = static_cast<int>(p.overall01 * 100);
            QMetaObject::invokeMethod(
                this,
                [this, name, probe, overall] {
                    m_current->setText(name);
                    m_probeProgress->setValue(probe);
                    m_overallProgress->setValue(overall);
                },
                Qt::QueuedConnection);
        };
        kernels::BenchRun run;
        try {
            run = kernels::runBench(detected, specs, options, thresholds, &m_cancel, onProgress);
        } catch (const std::exception &error) {
            // Never out of the worker thread: the run ends with the reason as an ERROR.
            core::Measurement failed;
            failed.key = "bench";
            failed.metric = "bench";
            failed.error = error.what();
            core::judge(failed, thresholds);
            run.measurements = {failed};
        }
        QMetaObject::invokeMethod(
            this,
            [this, run = std::move(run)]() mutable {
                m_state->run = std::move(run);
                m_state->haveRun = true;
                finish();
            },
            Qt::QueuedConnection);
    });
    m_worker->start();
    updateButtons();
    return true;
}

void BenchmarkView::cancel()
{
    if (!m_worker)
        return;
    m_cancel = true;
    m_current->setText(tr("Cancelling: the current test stops and cleans up…"));
}

void BenchmarkView::finish()
{
    m_worker->wait();
    m_worker->deleteLater();
    m_worker = nullptr;
    const kernels::BenchRun &run = m_state->run;
    m_current->setText(run.cancelled ? tr("Cancelled") : tr("Finished"));
    const std::string verdict = core::overallVerdict(run.measurements, run.cancelled);
    try {
        catalog::BenchHistory::open(m_historyPath)
            .save({0, kernels::machineName(m_state->detected), run.started, run.finished, m_state->mode, verdict,
                   kernels::toJson(m_state->detected).dump(), run.measurements, m_state->specsFrom});
    } catch (const std::exception &error) {
        m_current->setText(tr("Finished; the history could not be saved: %1").arg(report::errorText(error)));
    }
    if (const QString problem = storeOnTeamServer(); !problem.isEmpty())
        m_current->setText(tr("Finished; the team server did not store the run: %1").arg(problem));
    refreshHistory();
    loadPrevious(0); // the run just saved is the newest
    showRun();
    updateButtons();
    emit runFinished();
}

QString BenchmarkView::storeOnTeamServer()
{
    catalog::TeamServer *server = m_catalog.teamServer();
    if (!m_catalog.isTeam())
        return {};
    if (!server)
        return report::messageText(m_catalog.teamOfflineMessage().value_or(core::Message{}));
    QString problem;
    try {
        server->storeBenchRun(
            kernels::hostName(),
            kernels::benchRunJson(m_state->detected, m_state->local, m_state->run, m_state->mode, m_state->specsFrom)
                .dump());
    } catch (const std::exception &error) {
        problem = report::errorText(error);
    }
    m_teamRuns->refresh(m_catalog);
    return problem;
}

QString BenchmarkView::verdict() const
{
    return m_state->haveRun
               ? QString::fromStdString(core::overallVerdict(m_state->run.measurements, m_state->run.cancelled))
               : QString();
}

} // namespace dlrig::ui
