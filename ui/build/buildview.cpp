#include "ui/build/buildview.h"

#include "core/base/isodate.h"
#include "report/messagetext.h"
#include "report/numbertext.h"
#include "report/pricetext.h"
#include "report/verdicttext.h"
#include "ui/settings/generalsettings.h"

#include "core/build/analysis.h"
#include "core/build/build.h"
#include "report/plantext.h"
#include "report/workloadtext.h"
#include "ui/widgets/barrelchart.h"
#include "ui/widgets/elidingcombobox.h"
#include "ui/widgets/servingchartview.h"

#include <algorithm>

#include <QColor>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace dlrig::ui {

namespace {

QTableWidget *makeTable(const QStringList &headers, const QString &name)
{
    auto *table = new QTableWidget(0, static_cast<int>(headers.size()));
    table->setHorizontalHeaderLabels(headers);
    table->horizontalHeader()->setStretchLastSection(true);
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setAccessibleName(name);
    return table;
}

// Shows `part` in a row's picker; a part the picker does not offer (hidden,
// or no longer in the catalog list) is added so the row still names it.
void selectPart(QComboBox &picker, const core::Part &part)
{
    const QString id = QString::fromStdString(part.id);
    if (picker.findData(id) < 0)
        picker.addItem(QString::fromStdString(part.vendor + " " + part.model), id);
    picker.setCurrentIndex(picker.findData(id));
}

} // namespace

BuildView::BuildView(QWidget *parent)
    : QWidget(parent), m_title(new QLabel(tr("No build open"))), m_summary(new QLabel), m_plan(new QLabel),
      m_power(new QLabel), m_bottleneck(new QLabel),
      m_parts(makeTable({tr("Part"), tr("Qty"), tr("Unit price"), tr("Total"), tr("Price kind and age")}, tr("Parts"))),
      m_findings(makeTable({tr("Severity"), tr("Concerns"), tr("Message")}, tr("Compatibility"))),
      m_chart(new BarrelChart), m_serving(new ServingChartView), m_remove(new QPushButton(tr("&Remove part")))
{
    setObjectName("buildView");
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_title->setFont(big);
    m_bottleneck->setWordWrap(true);
    m_summary->setWordWrap(true);
    m_plan->setWordWrap(true);
    m_plan->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_plan->setAccessibleName(tr("Plan"));
    m_plan->setObjectName("buildPlan");
    m_power->setObjectName("buildPower");
    m_summary->setObjectName("buildSummary");
    m_findings->setObjectName("buildFindings");
    m_bottleneck->setObjectName("buildBottleneck");
    m_power->setWordWrap(true);
    m_power->setAccessibleName(tr("Power and heat"));
    m_summary->setText(
        tr("The Wizard tab (File → New build, Ctrl+N) leads from a scenario and a budget to a build; File → Open "
           "(Ctrl+O) opens a .dlrig file."));

    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_parts, 3);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(new QLabel(tr("Add parts from the Catalog tab (Ctrl+D).")), 1);
    buttons->addWidget(m_remove);
    leftLayout->addLayout(buttons);
    leftLayout->addWidget(m_findings, 2);
    auto *split = new QSplitter;
    split->addWidget(left);
    // The barrel, and under it the serving curve where there are requests.
    auto *charts = new QSplitter(Qt::Vertical);
    charts->addWidget(m_chart);
    charts->addWidget(m_serving);
    charts->setStretchFactor(0, 3);
    charts->setStretchFactor(1, 2);
    split->addWidget(charts);
    // The parts and findings are what a person edits and reads: three fifths.
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({780, 520});
    // The part column at its picker's width (18 characters, longer names elide
    // in the middle), prices at theirs; the kind and age take what is left and
    // elide, whole in their tooltips.
    m_parts->horizontalHeader()->setStretchLastSection(true);
    m_parts->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_parts->horizontalHeader()->setSectionResizeMode(4, QHeaderView::Stretch);
    m_parts->setTextElideMode(Qt::ElideMiddle);
    m_parts->setWordWrap(false);
    m_chart->setMinimumWidth(360); // the chart gives way to the tables on a small screen
    // Findings wrap at the width they have, whenever it changes.
    m_findings->setWordWrap(true);
    connect(m_findings->horizontalHeader(), &QHeaderView::sectionResized, m_findings,
            [this] { m_findings->resizeRowsToContents(); });
    connect(split, &QSplitter::splitterMoved, m_findings, [this] { m_findings->resizeRowsToContents(); });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_summary);
    layout->addWidget(m_plan);
    layout->addWidget(m_power);
    layout->addWidget(m_bottleneck);
    layout->addWidget(split, 1);

    m_remove->setEnabled(false);
    m_remove->setAccessibleName(tr("Remove the selected part from the build"));
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (m_parts->currentRow() >= 0)
            emit removeRequested(m_parts->currentRow());
    });
    connect(m_parts, &QTableWidget::currentCellChanged, this,
            [this](int row) { m_remove->setEnabled(row >= 0 && row < m_rowIds.size()); });
}

void BuildView::setPartChoices(const QList<PartChoice> &choices)
{
    m_choices = choices;
    m_rowCategories.clear(); // the pickers are rebuilt at the next show()
}

void BuildView::showProblem(const QString &name, const QString &message)
{
    m_title->setText(name);
    m_summary->setText(tr("This build cannot be analysed."));
    m_serving->setServing(std::nullopt, {});
    m_plan->clear();
    m_bottleneck->setText(message.toHtmlEscaped());
}

// Each row gets a picker with the parts of its category and a quantity box.
// Their signals are queued: the edit rebuilds the rows, which must not delete
// a widget while it is still emitting.
void BuildView::rebuildRows(const core::ResolvedBuild &build)
{
    m_parts->setRowCount(0);
    m_rowIds.clear();
    m_rowCategories.clear();
    for (const core::BuildLine &line : build.lines) {
        const int row = m_parts->rowCount();
        const QString id = QString::fromStdString(line.part.id);
        const QString category = QString::fromStdString(std::string(core::toString(line.part.category())));
        m_parts->insertRow(row);
        m_rowIds.append(id);
        m_rowCategories.append(category);

        auto *picker = new ElidingComboBox;
        picker->setAccessibleName(tr("Part in row %1").arg(row + 1));
        picker->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        picker->setMinimumContentsLength(18); // long labels must not push the prices out of view; they elide
        picker->setObjectName(QStringLiteral("partPicker%1").arg(row));
        for (const PartChoice &choice : m_choices) {
            if (choice.category == category) {
                picker->addItem(choice.label, choice.id);
                picker->setItemData(picker->count() - 1, choice.detail, Qt::ToolTipRole);
            }
        }
        selectPart(*picker, line.part);
        connect(
            picker, &QComboBox::activated, this,
            [this, row, picker] { emit partChosen(row, picker->currentData().toString()); }, Qt::QueuedConnection);
        m_parts->setCellWidget(row, 0, picker);

        auto *quantity = new QSpinBox;
        quantity->setRange(1, 64);
        quantity->setKeyboardTracking(false); // typing "12" is one edit, not two
        quantity->setAccessibleName(tr("Quantity in row %1").arg(row + 1));
        connect(
            quantity, &QSpinBox::valueChanged, this, [this, row](int value) { emit quantityEdited(row, value); },
            Qt::QueuedConnection);
        m_parts->setCellWidget(row, 1, quantity);
    }
}

void BuildView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_findings->resizeRowsToContents(); // the messages wrap anew at the new width
}

void BuildView::show(const QString &name, const core::ResolvedBuild &build, const core::Analysis &a)
{
    m_title->setText(name);
    QString totalCost = report::moneyText(a.cost.total, report::AmountStyle::Readable);
    if (!a.cost.missingPrices.empty())
        totalCost = tr("%1 (excludes parts priced on request: %2)").arg(totalCost).arg(a.cost.missingPrices.size());
    if (build.scenario.budget) {
        const bool over = std::any_of(a.compatibility.begin(), a.compatibility.end(),
                                      [](const core::Finding &f) { return f.rule == "budget.over"; });
        const QString budget = report::moneyText(*build.scenario.budget, report::AmountStyle::Readable);
        totalCost = over ? tr("%1, over the %2 budget").arg(totalCost, budget)
                         : tr("%1 of a %2 budget").arg(totalCost, budget);
    }
    m_summary->setText(tr("%1 — %2 · peak %3 W (PSU %4 W) · %5")
                           .arg(report::workloadText(build.scenario.workload), totalCost,
                                report::wholeNumber(a.power.peakWatts), report::wholeNumber(a.power.psuWatts),
                                report::systemRateText(a.barrel)) +
                       QString::fromStdString(a.barrel.uncertaintyText()));
    QString plan = report::planSummary(a.plan);
    if (a.serving) {
        // What a serving buyer asks for: the latencies at the targets' percentile and the rates with prefills.
        const core::ServingLoad load = core::servingLoadOf(a.estimate.request.workload);
        const core::ServingEstimate &e = *a.serving;
        plan +=
            QLatin1Char('\n') +
            tr("Serving: TTFT %1 ms and TPOT %2 ms at p%3 · %4 output tokens/s (%5 per user) · up to %6 requests "
               "in flight meet the targets")
                .arg(report::plainNumber(e.ttftMs.at(load.percentile), 1),
                     report::plainNumber(e.tpotMs.at(load.percentile), 1), QString::number(load.percentile),
                     report::wholeNumber(e.outputTokensPerSecond),
                     report::plainNumber(e.outputTokensPerSecondPerUser, 1), report::wholeNumber(e.maxUsersMeetingSlo));
    }
    m_plan->setText(plan);
    // The site's circuit first (it binds a tower), then the common outlets for reference.
    const QString site = QString::fromStdString(a.power.site.circuit.name());
    QString circuits = a.power.site.fits ? tr("the site's %1 circuit carries it").arg(site)
                                         : tr("the site's %1 circuit is too small (%2 W continuous)")
                                               .arg(site, report::wholeNumber(a.power.site.continuousWatts));
    if (a.power.siteIsDefault)
        circuits += tr(" (the default where %1 is spent)")
                        .arg(QString::fromStdString(std::string(build.scenario.currency.code())));
    for (const core::CircuitCheck &circuit : a.power.circuits) {
        if (circuit.circuit == a.power.site.circuit)
            continue;
        circuits += (circuits.isEmpty() ? QString() : QStringLiteral("; ")) +
                    (circuit.fits ? tr("a %1 circuit carries it").arg(QString::fromStdString(circuit.circuit.name()))
                                  : tr("more than a %1 circuit carries (%2 W continuous)")
                                        .arg(QString::fromStdString(circuit.circuit.name()),
                                             report::wholeNumber(circuit.continuousWatts)));
    }
    m_power->setText(
        tr("Power: %1 W from the wall at peak, all of it heat the chassis must shed (%2 BTU/h); %3.")
            .arg(report::wholeNumber(a.power.wallWatts), report::wholeNumber(a.power.heatBtuPerHour), circuits));
    m_bottleneck->setText(
        QStringLiteral("<b>%1</b> %2").arg(tr("Barrel:"), report::messageText(a.barrel.whatIfText).toHtmlEscaped()));

    // Same rows in the same categories (a quantity edit or a swap): keep the
    // editors, and the keyboard focus; new or removed rows: make them again.
    QStringList categories;
    for (const core::BuildLine &line : build.lines)
        categories.append(QString::fromStdString(std::string(core::toString(line.part.category()))));
    if (categories != m_rowCategories)
        rebuildRows(build);
    for (int row = 0; row < m_parts->rowCount(); ++row) {
        const core::BuildLine &line = build.lines[static_cast<std::size_t>(row)];
        const QString id = QString::fromStdString(line.part.id);
        if (m_rowIds[row] != id) {
            auto *picker = static_cast<QComboBox *>(m_parts->cellWidget(row, 0));
            selectPart(*picker, line.part); // setCurrentIndex does not emit activated(): no edit
            m_rowIds[row] = id;
        }
        auto *quantity = static_cast<QSpinBox *>(m_parts->cellWidget(row, 1));
        const QSignalBlocker blocker(quantity);
        quantity->setValue(line.quantity);
        QString unit = report::PriceText::onRequest();
        QString total;
        for (const core::CostLine &cost : a.cost.lines) {
            if (cost.partId == line.part.id) {
                unit = report::moneyText(cost.unitPrice);
                total = report::moneyText(cost.unitPrice *
                                          (static_cast<std::int64_t>(line.quantity) * build.scenario.nodes));
                break;
            }
        }
        const int staleMonths = loadGeneralSettings().staleAfterMonths;
        const QString described = report::PriceText::describe(line.part, staleMonths);
        auto *unitItem = new QTableWidgetItem(unit);
        unitItem->setToolTip(described);
        auto *ageItem = new QTableWidgetItem;
        ageItem->setToolTip(described);
        if (line.part.price) {
            const core::PriceAge age = core::priceAge(*line.part.price, core::todayIsoDate(), staleMonths);
            ageItem->setText(tr("%1, %2").arg(report::PriceText::kind(*line.part.price), report::PriceText::age(age)));
            if (age.stale)
                ageItem->setForeground(report::PriceText::staleColor());
        }
        m_parts->setItem(row, 2, unitItem);
        m_parts->setItem(row, 3, new QTableWidgetItem(total));
        m_parts->setItem(row, 4, ageItem);
    }
    m_findings->setRowCount(0);
    for (const core::Finding &f : a.compatibility) {
        const int row = m_findings->rowCount();
        m_findings->insertRow(row);
        m_findings->setItem(row, 0,
                            new QTableWidgetItem(f.severity == core::Severity::Error ? tr("error") : tr("warning")));
        auto *subject = new QTableWidgetItem(report::findingSubjectText(f.rule));
        subject->setToolTip(QString::fromStdString(f.rule)); // the rule's id, as JSON and the CLI name it
        m_findings->setItem(row, 1, subject);
        auto *message = new QTableWidgetItem(report::messageText(f.text));
        message->setToolTip(message->text());
        m_findings->setItem(row, 2, message);
    }
    m_findings->resizeRowsToContents(); // messages wrap instead of being cut
    m_chart->setReport(a.barrel);
    m_serving->setServing(a.serving, core::servingLoadOf(a.estimate.request.workload));
}

} // namespace dlrig::ui
