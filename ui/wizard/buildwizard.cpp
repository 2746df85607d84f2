#include "ui/wizard/buildwizard.h"

#include "catalog/catalog.h"
#include "ui/wizard/wizardpages.h"
#include "ui/wizard/wizardpickpage.h"
#include "ui/wizard/wizardsummarypage.h"

#include <QApplication>
#include <QKeyEvent>
#include <QPointer>

namespace dlrig::ui {

void announceCompleteness(QWizardPage &page)
{
    const QPointer<QWidget> focused = QApplication::focusWidget();
    emit page.completeChanged();
    if (focused && focused->isVisible() && QApplication::focusWidget() != focused)
        focused->setFocus(Qt::OtherFocusReason);
}

BuildWizard::BuildWizard(const catalog::Catalog &catalog, const core::Assumptions &assumptions, QWidget *parent)
    : QWizard(parent), m_catalog(catalog), m_assumptions(std::make_unique<core::Assumptions>(assumptions)),
      m_scenarioPage(new ScenarioPage), m_budgetPage(new BudgetPage), m_summaryPage(new SummaryPage)
{
    setObjectName("buildWizard");
    setWindowTitle(tr("Build wizard"));
    setWizardStyle(QWizard::ModernStyle);
    setOption(QWizard::NoCancelButton, false);
    setOption(QWizard::CancelButtonOnLeft, true);
    setButtonText(QWizard::CancelButton, tr("Start over"));
    setButtonText(QWizard::FinishButton, tr("&Open the build"));
    setPage(ScenarioPageId, m_scenarioPage);
    setPage(BudgetPageId, m_budgetPage);
    const std::pair<PageId, core::PartCategory> steps[] = {{GpuPageId, core::PartCategory::Gpu},
                                                           {CpuPageId, core::PartCategory::Cpu},
                                                           {MemoryPageId, core::PartCategory::Memory},
                                                           {StoragePageId, core::PartCategory::Storage},
                                                           {MotherboardPageId, core::PartCategory::Motherboard},
                                                           {PsuPageId, core::PartCategory::Psu},
                                                           {ChassisPageId, core::PartCategory::Chassis},
                                                           {CoolerPageId, core::PartCategory::Cooling},
                                                           {ServerPageId, core::PartCategory::Server},
                                                           {EdgePageId, core::PartCategory::Edge}};
    for (const auto &[id, category] : steps) {
        auto *page = new PickPage(category);
        m_pickPages[id] = page;
        setPage(id, page);
    }
    setPage(SummaryPageId, m_summaryPage);
    setStartId(ScenarioPageId);
    reload();
    // Each run starts from nothing picked: the pages forget their rows too, or
    // the next run would preselect this run's part instead of the ★ one.
    connect(this, &QWizard::currentIdChanged, this, [this](int id) {
        if (id == ScenarioPageId) {
            m_picks.clear();
            m_completion.reset();
            for (const auto &[pageId, page] : m_pickPages)
                page->forgetChoice();
        }
    });
}

BuildWizard::~BuildWizard() = default;

void BuildWizard::reload()
{
    m_parts = m_catalog.list({});
}

void BuildWizard::setAssumptions(const core::Assumptions &assumptions)
{
    *m_assumptions = assumptions;
}

PickPage *BuildWizard::pickPage(PageId id) const
{
    const auto it = m_pickPages.find(id);
    return it == m_pickPages.end() ? nullptr : it->second;
}

int BuildWizard::nextId() const
{
    switch (currentId()) {
    case BudgetPageId:
        return m_budgetPage->wantsEdge() ? EdgePageId : wantsServer() ? ServerPageId : GpuPageId;
    case CoolerPageId:
    case ServerPageId:
    case EdgePageId:
        return SummaryPageId;
    case SummaryPageId:
        return -1;
    default:
        return currentId() + 1;
    }
}

bool BuildWizard::wantsServer() const
{
    return m_budgetPage->wantsServer();
}

void BuildWizard::setScenario(const core::Scenario &scenario, const core::RecommendConstraints &constraints)
{
    m_scenario = scenario;
    m_constraints = constraints;
    m_completion.reset();
}

int BuildWizard::pageIdOf(const QWizardPage *page) const
{
    for (int id : pageIds()) {
        if (this->page(id) == page)
            return id;
    }
    return -1;
}

std::vector<core::Pick> BuildWizard::picksBefore(int page) const
{
    std::vector<core::Pick> picks;
    for (int id : visitedIds()) {
        if (id == page)
            break;
        if (const auto it = m_picks.find(id); it != m_picks.end())
            picks.push_back(it->second);
    }
    return picks;
}

void BuildWizard::setPick(int page, const core::Pick &pick, const core::Recommendation &completion)
{
    m_picks[page] = pick;
    m_completion = completion;
}

void BuildWizard::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && !isWindow()) {
        event->ignore();
        return;
    }
    QWizard::keyPressEvent(event);
}

BuildWizard::RunState BuildWizard::runState() const
{
    RunState state;
    state.page = currentId();
    state.choice = m_budgetPage->choice();
    state.maxGpus = m_budgetPage->maxGpus();
    state.server = wantsServer();
    state.edge = m_budgetPage->wantsEdge();
    for (int id : visitedIds()) {
        if (id == currentId())
            break;
        if (const auto it = m_picks.find(id); it != m_picks.end())
            state.picks.emplace_back(id, it->second.partId);
    }
    return state;
}

void BuildWizard::restoreRunState(const RunState &state)
{
    restart();
    m_scenarioPage->setChoice(state.choice);
    if (state.page == ScenarioPageId)
        return;
    next();
    if (currentId() != BudgetPageId)
        return;
    m_budgetPage->setBudget(QString::fromStdString(state.choice.amount), QString::fromStdString(state.choice.currency));
    m_budgetPage->setMaxGpus(state.maxGpus);
    m_budgetPage->setWantsServer(state.server);
    if (state.edge)
        m_budgetPage->setWantsEdge(true);
    if (state.page == BudgetPageId)
        return;
    next();
    for (const auto &[page, partId] : state.picks) {
        // Stops where the catalog no longer offers the same rows.
        PickPage *shown = pickPage(static_cast<PageId>(currentId()));
        if (currentId() != page || !shown || !shown->select(QString::fromStdString(partId)))
            return;
        next();
    }
}

core::Build BuildWizard::build() const
{
    if (!m_completion)
        return {};
    return core::toBuild(*m_completion, m_summaryPage->buildName().toStdString());
}

} // namespace dlrig::ui
