#include "ui/wizard/wizardpickpage.h"

#include "report/messagetext.h"
#include "report/numbertext.h"
#include "report/pricetext.h"
#include "ui/settings/generalsettings.h"

#include "core/build/analysis.h"
#include "core/parts/partsummary.h"
#include "core/recommend/recommender.h"
#include "report/plantext.h"
#include "ui/widgets/barrelchart.h"
#include "ui/wizard/buildwizard.h"
#include "ui/compare/compareview.h"
#include "ui/settings/generalsettings.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScopeGuard>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>
#include <map>

namespace dlrig::ui {

namespace {

struct StepText {
    const char *title;
    const char *subtitle;
};

const StepText &textFor(core::PartCategory category)
{
    using C = core::PartCategory;
    static const std::map<C, StepText> texts{
        {C::Gpu,
         {QT_TRANSLATE_NOOP("dlrig::ui::PickPage", "GPU"),
          QT_TRANSLATE_NOOP("dlrig::ui::PickPage",
                            "The GPUs do the work: pick the model and how many. Each row is the best build within "
                            "the budget that holds it.")}},
        {C::Cpu,
         {QT_TRANSLATE_NOOP("dlrig::ui::PickPage", "CPU"),
          QT_TRANSLATE_NOOP("dlrig::ui::PickPage",
                            "The CPU feeds the GPUs (data loading, PCIe lanes) and decides the platform.")}},
        {C::Memory,
         {QT_TRANSLATE_NOOP("dlrig::ui::PickPage", "Memory"),
          QT_TRANSLATE_NOOP("dlrig::ui::PickPage",
                            "System memory holds the data pipeline and, with offload, optimizer states.")}},
        {C::Storage,
         {QT_TRANSLATE_NOOP("dlrig::ui::PickPage", "Storage"),
          QT_TRANSLATE_NOOP("dlrig::ui::PickPage", "The drive holds the dataset and the checkpoints.")}},
        {C::Motherboard,
         {QT_TRANSLATE_NOOP("dlrig::ui::PickPage", "Motherboard"),
          QT_TRANSLATE_NOOP("dlrig::ui::PickPage", "The board must take the CPU, the memory and every GPU's slot.")}},
        {C::Psu,
         {QT_TRANSLATE_NOOP("dlrig::ui::PickPage", "Power supply"),
          QT_TRANSLATE_NOOP("dlrig::ui::PickPage",
                            "The power supply carries the peak draw with headroom and has the GPUs' connectors.")}},
        {C::Chassis,
         {QT_TRANSLATE_NOOP("dlrig::ui::PickPage", "Chassis"),
          QT_TRANSLATE_NOOP("dlrig::ui::PickPage", "The case must fit the board, the GPUs' length and width, and "
                                                   "the power supply.")}},
        {C::Cooling,
         {QT_TRANSLATE_NOOP("dlrig::ui::PickPage", "CPU cooler"),
          QT_TRANSLATE_NOOP("dlrig::ui::PickPage", "The cooler must fit the socket and the case.")}},
        {C::Server,
         {QT_TRANSLATE_NOOP("dlrig::ui::PickPage", "Complete server"),
          QT_TRANSLATE_NOOP("dlrig::ui::PickPage",
                            "Servers that meet the workload within the budget, with their GPUs, CPUs, memory and "
                            "drives.")}},
        {C::Edge,
         {QT_TRANSLATE_NOOP("dlrig::ui::PickPage", "Edge module"),
          QT_TRANSLATE_NOOP("dlrig::ui::PickPage",
                            "Modules with their own GPU, CPU and memory that keep up with every stream within the "
                            "power cap; the carrier board or developer kit powers them.")}},
    };
    return texts.at(category);
}

const core::Part *findPart(const std::vector<core::Part> &parts, const std::string &id)
{
    for (const core::Part &part : parts) {
        if (part.id == id)
            return &part;
    }
    return nullptr;
}

QString money(const core::Money &amount)
{
    return report::moneyText(amount, report::AmountStyle::Readable);
}

} // namespace

PickPage::PickPage(core::PartCategory category, QWidget *parent)
    : QWizardPage(parent), m_category(category), m_list(new QTreeWidget), m_why(new QLabel), m_needs(new QLabel),
      m_total(new QLabel), m_chart(new BarrelChart)
{
    const StepText &text = textFor(category);
    m_why->setObjectName("pickWhy");
    m_needs->setObjectName("pickNeeds");
    setTitle(tr(text.title));
    setSubTitle(tr(text.subtitle));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    m_list->setHeaderLabels(
        {tr("Part"), tr("Qty"), tr("Plan"), tr("Specs"), tr("Build total"), tr("Build rate"), tr("Value"),
         tr("Limited by")});
    // Numbers at their width; the part and the plan at theirs up to a share
    // of the list (fitColumns); the specs take what is left. Long texts elide
    // in the middle and show in full in their tooltips.
    m_list->setTextElideMode(Qt::ElideMiddle);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(PartColumn, QHeaderView::Interactive);
    m_list->header()->setSectionResizeMode(PlanColumn, QHeaderView::Interactive);
    m_list->header()->setSectionResizeMode(SpecsColumn, QHeaderView::Stretch);
    m_list->header()->setStretchLastSection(false);
    m_list->setAccessibleName(tr("%1 choices").arg(tr(text.title)));
    for (QLabel *label : {m_why, m_needs, m_total}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_chart->setMinimumHeight(220);
    m_chart->setMinimumWidth(380); // at 1,024 px the rows' prices and rates need the room more than the chart

    auto *side = new QVBoxLayout;
    side->addWidget(m_needs);
    side->addWidget(m_total);
    side->addWidget(m_chart, 1);
    auto *columns = new QHBoxLayout;
    columns->addWidget(m_list, 2); // the rows get two thirds: their specs must be readable
    columns->addLayout(side, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_why);
    layout->addLayout(columns, 1);

    connect(m_list, &QTreeWidget::currentItemChanged, this, [this] {
        showSelected();
        announceCompleteness(*this);
    });
    // Enter or a double click on a row takes it and moves on.
    connect(m_list, &QTreeWidget::itemActivated, this, [this] { wizard()->next(); });
}

const core::PickOption *PickPage::selected() const
{
    QTreeWidgetItem *item = m_list->currentItem();
    if (!item)
        return nullptr;
    const auto index = static_cast<std::size_t>(m_list->indexOfTopLevelItem(item));
    return index < m_step.options.size() ? &m_step.options[index] : nullptr;
}

bool PickPage::select(const QString &partId)
{
    for (int row = 0; row < m_list->topLevelItemCount(); ++row) {
        if (m_step.options[static_cast<std::size_t>(row)].partId == partId.toStdString()) {
            m_list->setCurrentItem(m_list->topLevelItem(row));
            return true;
        }
    }
    return false;
}

void PickPage::forgetChoice()
{
    m_list->clear();
    m_step = {};
}

void PickPage::initializePage()
{
    auto *wizard = static_cast<BuildWizard *>(this->wizard());
    const QString previous = selected() ? QString::fromStdString(selected()->partId) : QString();
    m_list->clear();
    m_step = {};
    {
        QApplication::setOverrideCursor(Qt::WaitCursor);
        const auto restore = qScopeGuard([] { QApplication::restoreOverrideCursor(); });
        try {
            m_step = core::pickOptions(wizard->scenario(), wizard->parts(), m_category,
                                       wizard->picksBefore(wizard->pageIdOf(this)), wizard->constraints(),
                                       wizard->assumptions(), core::ExchangeRates::builtIn());
        } catch (const std::exception &error) {
            // An earlier pick that left the catalog (an import replaced it): say so, offer nothing.
            m_step = {};
            m_why->setText(
                tr("This step cannot be offered: %1. Go back and pick again.").arg(report::errorText(error)));
            announceCompleteness(*this);
            return;
        }
    }
    const core::Currency currency = wizard->scenario().currency;
    m_list->headerItem()->setText(ValueColumn,
                                  tr("Value (per 1,000 %1)").arg(QString::fromStdString(std::string(currency.code()))));
    const double perThousand = 1000.0;
    const bool serving = wizard->scenario().workload.task == core::Task::Infer;
    std::string unit; // the workload's, the same in every row
    for (std::size_t i = 0; i < m_step.options.size(); ++i) {
        const core::PickOption &option = m_step.options[i];
        const core::Part *part = findPart(wizard->parts(), option.partId);
        const core::BarrelReport barrel =
            core::analyze(option.completion.build, wizard->assumptions(), core::ExchangeRates::builtIn(), {}).barrel;
        unit = barrel.unit;
        const bool recommended = m_step.recommended == i;
        QString name =
            part ? QString::fromStdString(part->vendor + " " + part->model) : QString::fromStdString(option.partId);
        if (recommended)
            name = QStringLiteral("★ ") + name;
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(PartColumn, name);
        item->setText(QuantityColumn, QString::number(option.quantity));
        item->setText(PlanColumn, report::shortPlan(option.completion.plan));
        item->setText(SpecsColumn, part ? report::messageText(core::summaryText(*part)) : QString());
        item->setText(TotalColumn, money(option.completion.cost));
        item->setText(RateColumn, report::rateText(option.completion.rate, barrel.unit));
        item->setText(ValueColumn, report::decimalNumber(option.ratePerMoney * perThousand, 2));
        item->setText(LimitColumn, CompareView::rowLabel(barrel.bottleneck, barrel.bottleneck));
        item->setToolTip(
            PartColumn,
            name + QLatin1Char('\n') + item->text(SpecsColumn) + QLatin1Char('\n') +
                (part ? report::PriceText::describe(*part, loadGeneralSettings().staleAfterMonths) : QString()));
        item->setToolTip(SpecsColumn, item->text(SpecsColumn));
        item->setToolTip(PlanColumn, item->text(PlanColumn));
        item->setToolTip(LimitColumn, item->text(LimitColumn));
        for (int column : {QuantityColumn, TotalColumn, RateColumn, ValueColumn})
            item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
        if (recommended) {
            QFont bold = item->font(PartColumn);
            bold.setBold(true);
            item->setFont(PartColumn, bold);
            item->setToolTip(PartColumn, item->toolTip(PartColumn) + QLatin1Char('\n') +
                                             (serving ? tr("Recommended: the cheapest build that serves every user")
                                                      : tr("Recommended: the fastest build within the budget")));
        }
    }
    if (m_step.options.empty()) {
        showNothingFits();
        return;
    }
    fitColumns();
    const core::PickOption &best = m_step.options[*m_step.recommended];
    const QString rate = report::rateText(best.completion.rate, unit);
    if (serving) {
        const core::ServingTarget &target = wizard->scenario().workload.serving;
        const QString speed =
            target.minTokensPerSecondPerUser > 0
                ? tr("at least %1 tokens/s each").arg(report::wholeNumber(target.minTokensPerSecondPerUser))
                : tr("with no speed target");
        // A detector on camera streams (not a language model) is served per stream, in samples (frames)/s.
        if (core::servesStreams(wizard->scenario().workload)) {
            m_why->setText(
                tr("★ marks the recommendation: the cheapest build within %1 that gives each of %2 streams "
                   "at least %3 samples/s and holds your earlier picks (%4 for %5). Each row is the "
                   "cheapest such build with that part; rows are sorted by value, the rate per money "
                   "spent.")
                    .arg(money(wizard->constraints().budget))
                    .arg(target.users)
                    .arg(report::wholeNumber(target.minTokensPerSecondPerUser), rate, money(best.completion.cost)));
        } else {
            m_why->setText(tr("★ marks the recommendation: the cheapest build within %1 that serves all %2 users %3 "
                              "and holds your earlier picks (%4 for %5). Each row is the cheapest such build with "
                              "that part; rows are sorted by value, the rate per money spent.")
                               .arg(money(wizard->constraints().budget))
                               .arg(target.users)
                               .arg(speed, rate, money(best.completion.cost)));
        }
    } else {
        m_why->setText(tr("★ marks the recommendation: the fastest build within %1 that holds your earlier picks "
                          "(%2 for %3). Rows are sorted by value, the rate per money spent; every row is compatible.")
                           .arg(money(wizard->constraints().budget))
                           .arg(rate, money(best.completion.cost)));
    }
    if (previous.isEmpty() || !select(previous))
        m_list->setCurrentItem(m_list->topLevelItem(static_cast<int>(*m_step.recommended)));
    m_list->setFocus();
}

void PickPage::fitColumns()
{
    // A narrow list (a 1,024-pixel window) gives the part a third, not two
    // fifths, and leaves the specs to the part's tooltip, so that the build's
    // total, rate and value stay in view.
    const int width = m_list->viewport()->width();
    m_list->setColumnHidden(SpecsColumn, width < 760);
    const std::pair<int, int> caps[] = {{PartColumn, std::max(160, width < 800 ? width / 3 : width * 2 / 5)},
                                        {PlanColumn, std::max(90, width / 6)}};
    for (const auto &[column, most] : caps) {
        m_list->resizeColumnToContents(column);
        if (m_list->columnWidth(column) > most)
            m_list->setColumnWidth(column, most);
    }
    // Without the stretching specs, every column must fit the list: no column
    // cut mid-glyph behind a horizontal scroll bar. The part and the plan give
    // way first (elided in the middle, whole in their tooltips), then "Limited
    // by" goes: the build's summary beside the list says it too.
    m_list->setColumnHidden(LimitColumn, false);
    if (!m_list->isColumnHidden(SpecsColumn))
        return;
    const auto used = [this] {
        int sum = 0;
        for (int column = 0; column < m_list->columnCount(); ++column)
            sum += m_list->isColumnHidden(column) ? 0 : m_list->header()->sectionSize(column);
        return sum;
    };
    for (const auto &[column, least] : {std::pair{PlanColumn, 70}, std::pair{PartColumn, 120}}) {
        const int excess = used() - width;
        if (excess > 0)
            m_list->setColumnWidth(column, std::max(least, m_list->columnWidth(column) - excess));
    }
    if (used() > width)
        m_list->setColumnHidden(LimitColumn, true);
}

void PickPage::resizeEvent(QResizeEvent *event)
{
    QWizardPage::resizeEvent(event);
    // Queued: the page's layout gives the list its new width only after this.
    QTimer::singleShot(0, this, [this] {
        if (m_list->topLevelItemCount() > 0)
            fitColumns();
    });
}

void PickPage::showNothingFits()
{
    auto *wizard = static_cast<BuildWizard *>(this->wizard());
    QString text = tr("Nothing in the catalog completes a compatible build that meets this workload within %1. Go "
                      "back and raise the budget, allow more GPUs, change an earlier pick or the workload.")
                       .arg(money(wizard->constraints().budget));
    // On the first page, what the budget would have to be: the cheapest build
    // that meets the workload with no budget to keep to.
    if (wizard->picksBefore(wizard->pageIdOf(this)).empty()) {
        core::RecommendConstraints unbounded = wizard->constraints();
        unbounded.budget = core::Money(std::numeric_limits<std::int64_t>::max() / 4, unbounded.budget.currency());
        try {
            QApplication::setOverrideCursor(Qt::WaitCursor);
            const auto restore = qScopeGuard([] { QApplication::restoreOverrideCursor(); });
            if (const auto cheapest = core::recommendCheapest(wizard->scenario(), wizard->parts(), unbounded,
                                                              wizard->assumptions(), core::ExchangeRates::builtIn()))
                text += QLatin1Char(' ') + tr("The cheapest build in the catalog that meets it costs %1.")
                                               .arg(money(cheapest->cost));
        } catch (const std::exception &) {
            // The message above stands on its own.
        }
    }
    m_why->setText(text);
    m_needs->clear();
    m_total->clear();
    m_chart->setReport({});
    announceCompleteness(*this);
}

void PickPage::showSelected()
{
    const core::PickOption *option = selected();
    if (!option)
        return;
    auto *wizard = static_cast<BuildWizard *>(this->wizard());
    core::Analysis analysis;
    try {
        analysis = core::analyze(option->completion.build, wizard->assumptions(), core::ExchangeRates::builtIn(), {});
    } catch (const std::exception &error) { // the completion was analysed once already; a safety net
        m_total->setText(report::errorText(error).toHtmlEscaped());
        m_chart->setReport({});
        return;
    }
    const core::Estimate &e = analysis.estimate;
    const auto bytes = [](core::Bytes b) { return formatSize(b); };
    if (m_category == core::PartCategory::Edge) {
        // One memory for GPU and system: the host-RAM rule of thumb (1.5 × GPU memory) does not apply.
        m_needs->setText(tr("<b>The workload needs</b><br>GPU memory: %1, out of the module's shared memory<br>CPU "
                            "cores: %2<br>Storage: %3")
                             .arg(bytes(e.memory.perGpu.total()))
                             .arg(e.host.cpuCores)
                             .arg(bytes(e.host.storage)));
    } else {
        m_needs->setText(tr("<b>The workload needs</b><br>GPU memory per GPU: %1<br>System memory: %2<br>CPU cores: "
                            "%3<br>Storage: %4")
                             .arg(bytes(e.memory.perGpu.total()), bytes(e.host.ram))
                             .arg(e.host.cpuCores)
                             .arg(bytes(e.host.storage)));
    }
    const core::Money budget = wizard->constraints().budget;
    m_total->setText(tr("<b>Build with this pick</b><br>%1 of %2 budget · peak %3 W<br>%4, limited by %5<br>%6")
                         .arg(money(option->completion.cost), money(budget),
                              report::wholeNumber(analysis.power.peakWatts), report::systemRateText(analysis.barrel),
                              CompareView::rowLabel(analysis.barrel.bottleneck, analysis.barrel.bottleneck),
                              report::planSummary(analysis.plan).toHtmlEscaped()));
    m_chart->setReport(analysis.barrel);
}

bool PickPage::isComplete() const
{
    return selected() != nullptr;
}

bool PickPage::validatePage()
{
    const core::PickOption *option = selected();
    if (!option)
        return false;
    auto *wizard = static_cast<BuildWizard *>(this->wizard());
    wizard->setPick(wizard->pageIdOf(this), {option->partId, option->quantity}, option->completion);
    return true;
}

} // namespace dlrig::ui
