#include "ui/compare/compareview.h"

#include "report/messagetext.h"
#include "report/numbertext.h"
#include "report/plantext.h"
#include "report/workloadtext.h"

#include "core/base/exchangerates.h"
#include "core/build/barrel.h"
#include "core/build/comparison.h"
#include "ui/widgets/barrelchart.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

namespace dlrig::ui {

struct CompareView::Builds {
    std::vector<core::ComparedBuild> list;
};

// Row labels in the user's language; core's English label for anything new.
namespace {

// A cell in the reader's language: core gives the values and English
// texts; numbers, units, staves and workloads are written here.
QString ratioText(double ratio)
{
    return ratio >= 1000 ? CompareView::tr("≥ %1×").arg(report::wholeNumber(1000))
                         : CompareView::tr("%1×").arg(report::decimalNumber(ratio, ratio >= 100 ? 0 : 2));
}

QString cellText(const core::ComparisonRow &row, const core::ComparedBuild &build, const std::string &english)
{
    const core::Analysis &a = build.analysis;
    if (row.key == "workload")
        return report::scenarioText(build.build.scenario);
    if (row.key == "plan")
        return report::shortPlan(a.plan.chosen);
    if (row.key == "peak_watts")
        return CompareView::tr("%1 W").arg(report::wholeNumber(a.power.peakWatts));
    if (row.key == "rate")
        return report::systemRateText(a.barrel);
    if (row.key == "bottleneck")
        return report::termText(core::staveTerm(a.barrel.bottleneck));
    if (row.key == "ttft_ms" || row.key == "tpot_ms" || row.key == "output_tokens_per_s" || row.key == "goodput") {
        if (!a.serving)
            return QStringLiteral("—");
        const core::ServingEstimate &e = *a.serving;
        const int percentile = build.build.scenario.workload.serving.sloPercentile;
        if (row.key == "ttft_ms")
            return CompareView::tr("%1 ms (p%2)").arg(report::plainNumber(e.ttftMs.at(percentile), 1)).arg(percentile);
        if (row.key == "tpot_ms")
            return CompareView::tr("%1 ms (p%2)").arg(report::plainNumber(e.tpotMs.at(percentile), 1)).arg(percentile);
        if (row.key == "output_tokens_per_s")
            return report::rateText(e.outputTokensPerSecond, "tokens/s");
        return CompareView::tr("%1 requests/s").arg(report::plainNumber(e.goodputRequestsPerSecond, 2));
    }
    for (const core::Stave &stave : a.barrel.staves) {
        if (stave.key != row.key)
            continue;
        if (!stave.applicable)
            return CompareView::tr("n/a");
        if (stave.isFit)
            return CompareView::tr("%1 need").arg(ratioText(stave.ratio));
        return CompareView::tr("%1 (%2 %3)")
            .arg(ratioText(stave.ratio), QString::fromStdString(core::formatSi(stave.rate, "")).trimmed(),
                 report::termText(core::unitTerm(stave.unit)));
    }
    if (core::staveTerm(row.key).text != std::string_view("a subsystem"))
        return CompareView::tr("n/a");      // a stave this build does not have
    return QString::fromStdString(english); // amounts and parts, as core writes them
}

} // namespace

QString CompareView::rowLabel(const std::string &key, const std::string &fallback)
{
    static const std::map<std::string, const char *> labels{
        {"workload", QT_TR_NOOP("Workload")},
        {"price", QT_TR_NOOP("Price")},
        {"tco", QT_TR_NOOP("Total cost of ownership")},
        {"own_per_month", QT_TR_NOOP("Cost per month (energy + depreciation)")},
        {"peak_watts", QT_TR_NOOP("Peak power")},
        {"rate", QT_TR_NOOP("Rate")},
        {"bottleneck", QT_TR_NOOP("Bottleneck")},
        {"plan", QT_TR_NOOP("Plan")},
        {"ttft_ms", QT_TR_NOOP("Time to first token")},
        {"tpot_ms", QT_TR_NOOP("Time per output token")},
        {"output_tokens_per_s", QT_TR_NOOP("Output tokens/s, prefills included")},
        {"goodput", QT_TR_NOOP("Requests/s meeting the targets")},
    };
    const auto it = labels.find(key);
    if (it != labels.end())
        return tr(it->second);
    const core::MessageText stave = core::staveTerm(key); // a stave's row: the barrel's own name for it
    return std::string_view(stave.text) == "a subsystem" ? QString::fromStdString(fallback) : report::termText(stave);
}

CompareView::CompareView(QWidget *parent)
    : QWidget(parent), m_builds(std::make_unique<Builds>()), m_hint(new QLabel),
      m_addOpen(new QPushButton(tr("Add the &open build"))), m_addFile(new QPushButton(tr("&Add a build file…"))),
      m_table(new QTableWidget), m_chart(new BarrelChart)
{
    setObjectName("compareView");
    m_hint->setObjectName("compareHint");
    auto *clear = new QPushButton(tr("C&lear"));
    m_hint->setWordWrap(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAccessibleName(tr("Comparison"));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_addOpen);
    bar->addWidget(m_addFile);
    bar->addWidget(clear);
    bar->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_hint);
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_table);
    split->addWidget(m_chart);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);

    connect(m_addOpen, &QPushButton::clicked, this, &CompareView::addOpenBuildRequested);
    connect(m_addFile, &QPushButton::clicked, this, &CompareView::addFileRequested);
    connect(clear, &QPushButton::clicked, this, &CompareView::clear);
    rebuild();
}

CompareView::~CompareView() = default;

bool CompareView::addBuild(const QString &name, const core::ResolvedBuild &build, const core::Analysis &analysis)
{
    if (buildCount() >= kMaxBuilds)
        return false;
    // Two columns with one name (a build and its edited copy) get a number.
    QString unique = name;
    for (int n = 2; std::any_of(m_builds->list.begin(), m_builds->list.end(),
                                [&](const core::ComparedBuild &b) { return b.name == unique.toStdString(); });
         ++n)
        unique = QStringLiteral("%1 (%2)").arg(name).arg(n);
    m_builds->list.push_back({unique.toStdString(), build, analysis});
    rebuild();
    return true;
}

std::vector<core::ComparedBuild> CompareView::builds() const
{
    return m_builds->list;
}

void CompareView::setBuilds(std::vector<core::ComparedBuild> builds)
{
    builds.resize(std::min<std::size_t>(builds.size(), kMaxBuilds));
    m_builds->list = std::move(builds);
    rebuild();
}

void CompareView::clear()
{
    m_builds->list.clear();
    rebuild();
}

int CompareView::buildCount() const
{
    return static_cast<int>(m_builds->list.size());
}

void CompareView::rebuild()
{
    const auto &builds = m_builds->list;
    const bool full = buildCount() >= kMaxBuilds;
    m_addOpen->setEnabled(!full);
    m_addFile->setEnabled(!full);
    if (builds.size() < 2) {
        m_hint->setText(tr("Add two or three builds to compare them."));
    } else {
        const QString currency =
            QString::fromStdString(std::string(builds.front().analysis.cost.total.currency().code()));
        m_hint->setText(core::sameWorkload(builds)
                            ? tr("Best value of each row in bold; ≠ marks the rows where the builds differ. Prices "
                                 "in %1.")
                                  .arg(currency)
                            : tr("These builds run different workloads (see the Workload row): their rates and "
                                 "staves are shown but not ranked. The lowest prices, costs and peak power in "
                                 "bold; prices in %1.")
                                  .arg(currency));
    }
    const std::vector<core::ComparisonRow> rows = core::compareBuilds(builds, core::ExchangeRates::builtIn());
    m_table->clear();
    m_table->setColumnCount(buildCount());
    m_table->setRowCount(static_cast<int>(rows.size()));
    QStringList names;
    for (const core::ComparedBuild &build : builds)
        names << QString::fromStdString(build.name);
    m_table->setHorizontalHeaderLabels(names);
    // A long build name is elided in the middle (its start and end tell builds
    // apart), whole in its tooltip; never cut at both ends.
    m_table->horizontalHeader()->setTextElideMode(Qt::ElideMiddle);
    for (int c = 0; c < buildCount(); ++c)
        m_table->horizontalHeaderItem(c)->setToolTip(names[c]);
    QStringList labels;
    const QColor bestGround(46, 160, 67, 70); // translucent green: reads on light and dark palettes
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        const core::ComparisonRow &row = rows[static_cast<std::size_t>(r)];
        QString label = row.key.rfind("part:", 0) == 0 ? report::termText({"term", row.label.c_str()})
                                                        : rowLabel(row.key, row.label);
        if (!label.isEmpty())
            label[0] = label[0].toUpper(); // a row's title: "Memory", not "memory"
        labels << (row.differs ? QStringLiteral("≠ ") : QStringLiteral("   ")) + label;
        for (int c = 0; c < buildCount(); ++c) {
            const core::Analysis &analysis = builds[static_cast<std::size_t>(c)].analysis;
            auto *item = new QTableWidgetItem(
                cellText(row, builds[static_cast<std::size_t>(c)], row.texts[static_cast<std::size_t>(c)]));
            if (row.key == "plan")
                item->setToolTip(report::planSummary(analysis.plan));
            else
                item->setToolTip(item->text()); // parts and workloads are long: the whole text
            if (c == row.best) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
                item->setBackground(bestGround);
                item->setToolTip(tr("Best of the builds compared"));
            }
            m_table->setItem(r, c, item);
        }
    }
    m_table->setVerticalHeaderLabels(labels);

    m_chart->setVisible(!builds.empty());
    if (!builds.empty()) {
        m_chart->setReport(builds.front().analysis.barrel);
        for (std::size_t i = 1; i < builds.size(); ++i)
            m_chart->addOverlay(builds[i].analysis.barrel, names[static_cast<int>(i)]);
    }
}

} // namespace dlrig::ui
