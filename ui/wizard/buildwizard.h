#pragma once

// moc cannot parse the C++20 standard headers core includes; it needs none of them.
#ifndef Q_MOC_RUN
#include "core/recommend/pickoptions.h"
#include "core/recommend/scenariochoice.h"
#endif

#include <QWizard>

#include <map>
#include <optional>
#include <vector>

namespace dlrig::catalog {
class Catalog;
}

namespace dlrig::ui {

class BudgetPage;
class PickPage;
class ScenarioPage;
class SummaryPage;

// Emits page.completeChanged() and gives the keyboard back to the widget that
// had it: QWizard hides its whole page area while it updates its buttons
// (QWizardPrivate::disableUpdates), which moves the focus to the next widget
// outside it, so a field lost the keyboard as its text turned valid or invalid.
void announceCompleteness(QWizardPage &page);

// The build wizard: scenario → workload → budget → GPU → CPU → memory →
// storage → motherboard → PSU → chassis → cooler (or one complete server) →
// summary. Each pick page lists the parts that still complete to a compatible
// build within the budget (core::pickOptions), best value first, with the
// recommender's choice marked and preselected, so pressing Next on every page
// gives the recommender's build. Finishing hands the build to the main window.
class BuildWizard : public QWizard {
    Q_OBJECT

public:
    enum PageId {
        ScenarioPageId,
        BudgetPageId,
        GpuPageId,
        CpuPageId,
        MemoryPageId,
        StoragePageId,
        MotherboardPageId,
        PsuPageId,
        ChassisPageId,
        CoolerPageId,
        ServerPageId,
        EdgePageId,
        SummaryPageId
    };

    BuildWizard(const catalog::Catalog &catalog, const core::Assumptions &assumptions, QWidget *parent = nullptr);
    ~BuildWizard() override;

    // Reads the catalog again (after an import or a price edit); the next page shown uses it.
    void reload();
    void setAssumptions(const core::Assumptions &assumptions);

    // The finished build: the last pick page's chosen completion, named on the summary page.
    core::Build build() const;

    // Where a run stands: the scenario and budget as entered, the part picked
    // on each page passed, and the page shown. A window in another language
    // restores it by walking the same pages with the same picks.
    struct RunState {
        int page = ScenarioPageId;
        core::ScenarioChoice choice; // with the budget's amount and currency
        int maxGpus = 0;
        bool server = false;
        bool edge = false;
        std::vector<std::pair<int, std::string>> picks; // page → part id, in the order visited
    };
    RunState runState() const;
    void restoreRunState(const RunState &state);

    int nextId() const override;

    ScenarioPage *scenarioPage() const { return m_scenarioPage; }
    BudgetPage *budgetPage() const { return m_budgetPage; }
    PickPage *pickPage(PageId id) const;

    // For the pages: the shared state of one run through the wizard.
    const std::vector<core::Part> &parts() const { return m_parts; }
    const core::Assumptions &assumptions() const { return *m_assumptions; }
    const core::Scenario &scenario() const { return *m_scenario; }
    const core::RecommendConstraints &constraints() const { return m_constraints; }
    void setScenario(const core::Scenario &scenario, const core::RecommendConstraints &constraints);
    bool wantsServer() const;
    int pageIdOf(const QWizardPage *page) const;
    // Picks on the pages visited before `page`, in order.
    std::vector<core::Pick> picksBefore(int page) const;
    void setPick(int page, const core::Pick &pick, const core::Recommendation &completion);
    const std::optional<core::Recommendation> &completion() const { return m_completion; }

protected:
    // Embedded in the main window, Escape must not throw the picks away.
    void keyPressEvent(QKeyEvent *event) override;

private:
    const catalog::Catalog &m_catalog;
    std::unique_ptr<core::Assumptions> m_assumptions;
    std::vector<core::Part> m_parts;
    std::optional<core::Scenario> m_scenario;
    core::RecommendConstraints m_constraints;
    std::map<int, core::Pick> m_picks;
    std::optional<core::Recommendation> m_completion;
    ScenarioPage *m_scenarioPage;
    BudgetPage *m_budgetPage;
    SummaryPage *m_summaryPage;
    std::map<int, PickPage *> m_pickPages;
};

} // namespace dlrig::ui
