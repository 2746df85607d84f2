// The wizard tests' fixture: a main window on a fresh copy of the shipped
// catalog, and a way to run the wizard from a preset to a page.
#pragma once

#include "catalog/buildresolver.h"
#include "catalog/catalog.h"
#include "core/build/analysis.h"
#include "core/recommend/scenariochoice.h"
#include "testsupport.h"
#include "ui/mainwindow.h"
#include "ui/wizard/buildwizard.h"
#include "ui/wizard/wizardpages.h"

#include <gtest/gtest.h>

#include <optional>
#include <utility>
#include <vector>

namespace dlrig::testing_wizard {

using Wizard = ui::BuildWizard;

class WizardTest : public ::testing::Test {
protected:
    Wizard &wizard() { return *window.wizard(); }

    // Scenario and budget pages filled in, then Next until `stop` (or the summary).
    void runTo(const QString &preset, const QString &amount, const QString &currency, int stop = Wizard::SummaryPageId)
    {
        wizard().restart();
        wizard().scenarioPage()->setPreset(preset);
        wizard().next();
        ASSERT_EQ(wizard().currentId(), Wizard::BudgetPageId);
        wizard().budgetPage()->setBudget(amount, currency);
        while (wizard().currentId() != stop && wizard().currentId() != Wizard::SummaryPageId) {
            const int before = wizard().currentId();
            wizard().next();
            ASSERT_NE(wizard().currentId(), before) << "the wizard did not move on from page " << before;
        }
    }

    // The path to the GPU page: Academic research with Llama 2 7B LoRA
    // in BF16 instead of the preset's model, within CNY 60,000.
    void startSevenBLoraWithinSixtyThousandYuan()
    {
        wizard().restart();
        wizard().scenarioPage()->setPreset("academic-research");
        wizard().scenarioPage()->setWorkload("llama-2-7b", "lora", "amp-bf16");
        wizard().next();
        wizard().budgetPage()->setBudget("60000", "CNY");
        wizard().next();
    }

    // What core's recommender builds for the same scenario from parts.
    std::optional<core::Recommendation> coreBest(const core::ScenarioChoice &choice)
    {
        const core::Scenario scenario = core::scenarioFromChoice(choice);
        core::RecommendConstraints constraints;
        constraints.budget = *scenario.budget;
        constraints.form = "tower";
        return core::recommendBest(scenario, catalog.list({}), constraints, {}, core::ExchangeRates::builtIn());
    }

    core::Analysis coreAnalysis(const core::Build &build)
    {
        return core::analyze(catalog::resolveBuild(catalog, build, "test"), {}, core::ExchangeRates::builtIn(),
                             catalog::cloudOffers(catalog));
    }

    TempDir dir;
    catalog::Catalog catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    ui::MainWindow window{catalog};
};

inline std::vector<std::pair<std::string, int>> itemsOf(const core::Build &build)
{
    std::vector<std::pair<std::string, int>> items;
    for (const core::BuildItem &item : build.items)
        items.emplace_back(item.partId, item.quantity);
    return items;
}


} // namespace dlrig::testing_wizard
