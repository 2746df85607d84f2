// The build wizard in the main window: from a preset to a build whose
// analysis equals core's, a different pick carried into later steps, the
// server route, and pages that refuse to move on.
#include "catalog/buildresolver.h"
#include "catalog/catalog.h"
#include "core/base/textfile.h"
#include "core/build/analysis.h"
#include "core/build/buildfile.h"
#include "core/recommend/presets.h"
#include "core/recommend/recommender.h"
#include "core/recommend/scenariochoice.h"
#include "testsupport.h"
#include "ui/build/builddocument.h"
#include "ui/build/buildview.h"
#include "ui/mainwindow.h"
#include "ui/settings/generalsettings.h"
#include "ui/settings/language.h"
#include "ui/widgets/barrelchart.h"
#include "ui/wizard/buildwizard.h"
#include "ui/wizard/wizardfixture.h"
#include "ui/wizard/wizardpages.h"
#include "ui/wizard/wizardpickpage.h"
#include "ui/wizard/wizardsummarypage.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QCoreApplication>
#include <QHeaderView>
#include <QLabel>
#include <QScopeGuard>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QTreeWidget>

#include <gtest/gtest.h>

using namespace dlrig;
using namespace dlrig::testing_wizard;

TEST_F(WizardTest, IsTheFirstTabAndStartsOnTheScenario)
{
    EXPECT_EQ(window.tabs()->indexOf(&wizard()), 0);
    EXPECT_EQ(wizard().currentId(), Wizard::ScenarioPageId);
}

// Next on every page takes the recommended part: the recommender's build.
TEST_F(WizardTest, NextOnEveryPageGivesTheRecommendersBuildAndItsAnalysis)
{
    runTo("learning", "3000", "USD");
    ASSERT_EQ(wizard().currentId(), Wizard::SummaryPageId);
    core::ScenarioChoice choice;
    choice.presetKey = "learning";
    choice.amount = "3000";
    choice.currency = "USD";
    const auto best = coreBest(choice);
    ASSERT_TRUE(best.has_value());
    EXPECT_EQ(itemsOf(wizard().build()), itemsOf(core::toBuild(*best, "")));

    ASSERT_TRUE(window.openWizardBuild());
    EXPECT_EQ(window.tabs()->currentWidget(), window.buildView());
    const core::Build &build = window.document()->build();
    const core::Analysis analysis = coreAnalysis(build);
    EXPECT_DOUBLE_EQ(analysis.barrel.systemRate, best->rate);
    EXPECT_EQ(analysis.cost.total, best->cost);
    EXPECT_DOUBLE_EQ(window.buildView()->chart()->waterLevel(),
                     analysis.barrel.systemRate / analysis.barrel.gpuDemandRate);
    for (const core::Finding &finding : analysis.compatibility)
        EXPECT_NE(finding.severity, core::Severity::Error) << finding.message;
    EXPECT_TRUE(window.document()->isModified());            // new, not yet saved
    EXPECT_EQ(wizard().currentId(), Wizard::ScenarioPageId); // ready for the next one
}

// The path: "fine-tune a 7B LLM, budget ¥60,000" to a saved build.
TEST_F(WizardTest, FineTuneA7BModelWithinSixtyThousandYuanAndSaveIt)
{
    startSevenBLoraWithinSixtyThousandYuan();
    ASSERT_EQ(wizard().currentId(), Wizard::GpuPageId);
    const ui::PickPage *gpus = wizard().pickPage(Wizard::GpuPageId);
    ASSERT_FALSE(gpus->step().options.empty());
    // The recommendation is preselected and marked.
    ASSERT_NE(gpus->selected(), nullptr);
    EXPECT_EQ(gpus->list()->currentItem()->text(ui::PickPage::PartColumn).left(1), "★");
    while (wizard().currentId() != Wizard::SummaryPageId)
        wizard().next();
    ASSERT_TRUE(window.openWizardBuild());
    const core::Build &build = window.document()->build();
    EXPECT_EQ(build.scenario.workload.model.slug, "llama-2-7b");
    EXPECT_EQ(build.scenario.workload.task, core::Task::Lora);
    const core::Analysis analysis = coreAnalysis(build);
    EXPECT_EQ(analysis.cost.total.currency().code(), "CNY");
    EXPECT_LE(analysis.cost.total.minorUnits(), 6'000'000); // ¥60,000.00 in fen
    const auto path = dir / "llm.dlrig";
    ASSERT_TRUE(window.saveBuildAs(QString::fromStdString(path.string())));
    const core::Build saved = core::buildFromJson(core::readTextFile(path), "saved");
    EXPECT_EQ(itemsOf(saved), itemsOf(build));
}

TEST_F(WizardTest, ADifferentPickIsKeptByEveryLaterStep)
{
    runTo("academic-research", "60000", "CNY", Wizard::GpuPageId);
    ui::PickPage *gpus = wizard().pickPage(Wizard::GpuPageId);
    ASSERT_GE(gpus->step().options.size(), 2u);
    const std::size_t other = *gpus->step().recommended == 0 ? 1 : 0;
    const core::PickOption chosen = gpus->step().options[other];
    ASSERT_TRUE(gpus->select(QString::fromStdString(chosen.partId)));
    // The side panel follows the selection: its barrel is the chosen build's.
    const core::Analysis chosenAnalysis = coreAnalysis(core::toBuild(chosen.completion, ""));
    EXPECT_DOUBLE_EQ(gpus->chart()->waterLevel(),
                     chosenAnalysis.barrel.systemRate / chosenAnalysis.barrel.gpuDemandRate);
    wizard().next();
    ASSERT_EQ(wizard().currentId(), Wizard::CpuPageId);
    for (const core::PickOption &option : wizard().pickPage(Wizard::CpuPageId)->step().options) {
        const core::BuildLine *gpu = option.completion.build.firstOf(core::PartCategory::Gpu);
        ASSERT_NE(gpu, nullptr);
        EXPECT_EQ(gpu->part.id, chosen.partId);
        EXPECT_EQ(gpu->quantity, chosen.quantity);
    }
    while (wizard().currentId() != Wizard::SummaryPageId)
        wizard().next();
    const core::Build build = wizard().build();
    ASSERT_FALSE(build.items.empty());
    EXPECT_EQ(build.items[0].partId, chosen.partId);
    EXPECT_EQ(build.items[0].quantity, chosen.quantity);
    // Going back and on again keeps the pick.
    wizard().back();
    wizard().next();
    EXPECT_EQ(wizard().build().items[0].partId, chosen.partId);
}

TEST_F(WizardTest, ANewBuildTakesTheUsersTariffAndPue)
{
    ui::GeneralSettings general;
    general.electricityPerKwh = core::Money::parse("0.52", core::Currency::fromCode("CNY"));
    general.pue = 1.4;
    ui::saveGeneralSettings(general);
    runTo("learning", "3000", "USD");
    QSettings().remove("general");
    const core::Scenario &scenario = wizard().build().scenario;
    EXPECT_EQ(scenario.electricityPerKwh.toString(), "CNY 0.52");
    EXPECT_DOUBLE_EQ(scenario.pue, 1.4);
}

// Issue 31: the site's wall circuit set in Preferences is the new build's,
// saved with it; unset, the build has none and the budget's currency decides.
TEST_F(WizardTest, ANewBuildRunsOnTheCircuitSetInPreferences)
{
    ui::GeneralSettings general;
    general.circuit = core::Circuit{230, 16};
    ui::saveGeneralSettings(general);
    runTo("learning", "3000", "USD");
    QSettings().remove("general");
    ASSERT_TRUE(wizard().build().scenario.circuit.has_value());
    EXPECT_EQ(wizard().build().scenario.circuit->text(), "230V/16A");
    runTo("learning", "3000", "USD");
    EXPECT_FALSE(wizard().build().scenario.circuit.has_value());
}

TEST_F(WizardTest, ServerRouteOffersCompleteServersOnly)
{
    wizard().restart();
    wizard().scenarioPage()->setPreset("academic-research");
    wizard().next();
    // Enough for the HGX H100 server's USD 317,000 quote (Thinkmate, 2024).
    wizard().budgetPage()->setBudget("400000", "USD");
    wizard().budgetPage()->setWantsServer(true);
    wizard().next();
    ASSERT_EQ(wizard().currentId(), Wizard::ServerPageId);
    const ui::PickPage *servers = wizard().pickPage(Wizard::ServerPageId);
    ASSERT_FALSE(servers->step().options.empty());
    for (const core::PickOption &option : servers->step().options)
        EXPECT_EQ(option.partId.rfind("server/", 0), 0u) << option.partId;
    wizard().next();
    ASSERT_EQ(wizard().currentId(), Wizard::SummaryPageId);
    const core::Build build = wizard().build();
    ASSERT_EQ(build.items.size(), 1u);
    EXPECT_EQ(build.items[0].partId, servers->step().options[*servers->step().recommended].partId);
}

TEST_F(WizardTest, BudgetPageRefusesWhatIsNotAnAmount)
{
    wizard().restart();
    wizard().scenarioPage()->setPreset("academic-research");
    wizard().next();
    const core::Preset *preset = core::findPreset("academic-research");
    ASSERT_TRUE(preset && preset->scenario.budget);
    EXPECT_EQ(wizard().budgetPage()->budgetAmount().toStdString(), preset->scenario.budget->amountText());
    QAbstractButton *next = wizard().button(QWizard::NextButton);
    EXPECT_TRUE(next->isEnabled());
    wizard().budgetPage()->setBudget("twelve", "USD");
    EXPECT_FALSE(next->isEnabled());
    wizard().budgetPage()->setBudget("1.5", "JPY"); // the yen has no minor unit (ISO 4217)
    EXPECT_FALSE(next->isEnabled());
    wizard().next();
    EXPECT_EQ(wizard().currentId(), Wizard::BudgetPageId);
    wizard().budgetPage()->setBudget("60000", "CNY");
    EXPECT_TRUE(next->isEnabled());
}

TEST_F(WizardTest, ScenarioPageRefusesAWorkloadTheEstimatorsCannotDo)
{
    wizard().restart();
    wizard().scenarioPage()->setPreset("learning");
    wizard().scenarioPage()->setWorkload("resnet-50", "lora", "amp-fp16"); // LoRA needs a transformer
    EXPECT_FALSE(wizard().button(QWizard::NextButton)->isEnabled());
    wizard().next();
    EXPECT_EQ(wizard().currentId(), Wizard::ScenarioPageId);
}

TEST_F(WizardTest, ABudgetTooSmallForAnyBuildStopsAtTheGpuPage)
{
    runTo("learning", "100", "USD", Wizard::GpuPageId);
    ASSERT_EQ(wizard().currentId(), Wizard::GpuPageId);
    EXPECT_TRUE(wizard().pickPage(Wizard::GpuPageId)->step().options.empty());
    EXPECT_FALSE(wizard().button(QWizard::NextButton)->isEnabled());
    // Issue 18 #15: it names what the cheapest build that meets the workload costs.
    core::ScenarioChoice choice;
    choice.presetKey = "learning";
    choice.amount = "100";
    choice.currency = "USD";
    const core::Scenario scenario = core::scenarioFromChoice(choice);
    core::RecommendConstraints unbounded;
    unbounded.budget = core::Money::parse("1000000", core::Currency::fromCode("USD"));
    const auto cheapest =
        core::recommendCheapest(scenario, catalog.list({}), unbounded, {}, core::ExchangeRates::builtIn());
    ASSERT_TRUE(cheapest.has_value());
    const QString why = wizard().pickPage(Wizard::GpuPageId)->findChild<QLabel *>("pickWhy")->text();
    EXPECT_TRUE(why.contains("The cheapest build in the catalog that meets it costs " +
                             QString::fromStdString(cheapest->cost.toString())))
        << why.toStdString();
}

// Two 8-GPU nodes: the recommender adds a NIC per node, and the budget is for both.
TEST_F(WizardTest, AProductionClusterGetsServersAndTheirNetwork)
{
    wizard().restart();
    wizard().scenarioPage()->setPreset("production-training");
    wizard().next();
    wizard().budgetPage()->setWantsServer(true);
    wizard().next();
    ASSERT_EQ(wizard().currentId(), Wizard::ServerPageId);
    ASSERT_FALSE(wizard().pickPage(Wizard::ServerPageId)->step().options.empty());
    wizard().next();
    const core::Build build = wizard().build();
    bool server = false, nic = false;
    for (const core::BuildItem &item : build.items) {
        server = server || item.partId.rfind("server/", 0) == 0;
        nic = nic || item.partId.rfind("nic/", 0) == 0;
    }
    EXPECT_TRUE(server);
    EXPECT_TRUE(nic);
    EXPECT_EQ(build.scenario.nodes, 2);
    EXPECT_LE(coreAnalysis(build).cost.total.minorUnits(), 1'500'000'00); // USD 1.5 M for both nodes
}

// A picked part that leaves the catalog (an import replaced it) stops the
// next step with a message, never a crash.
TEST_F(WizardTest, APickThatLeftTheCatalogIsSaidNotCrashed)
{
    core::Part own = *catalog.find("gpu/nvidia-rtx-4090");
    own.id = "gpu/lab-rtx-4090";
    own.price->amount = core::Money::parse("1", core::Currency::fromCode("USD")); // irresistible
    own.price->high.reset();
    own.price->kind = core::PriceKind::Quote; // a new part's price, so the recommender may use it
    own.price->dateIsLookUp = false;
    catalog.importParts({own}, catalog::Origin::User);
    wizard().reload();
    runTo("learning", "3000", "USD", Wizard::GpuPageId);
    ui::PickPage *gpus = wizard().pickPage(Wizard::GpuPageId);
    ASSERT_TRUE(gpus->select("gpu/lab-rtx-4090"));
    wizard().next();
    ASSERT_EQ(wizard().currentId(), Wizard::CpuPageId);
    catalog.removeUserPart("gpu/lab-rtx-4090");
    wizard().reload();
    ui::PickPage *cpus = wizard().pickPage(Wizard::CpuPageId);
    cpus->initializePage();
    EXPECT_TRUE(cpus->step().options.empty());
    EXPECT_FALSE(cpus->isComplete());
}

// Serving has a target to meet: the enterprise prototype (Llama 3.1 70B in
// INT4 for 8 users at ≥ 20 tokens/s each) defaults to the cheapest build that
// meets it, and every row shows how the model is split over its GPUs.
TEST_F(WizardTest, ServingDefaultsToTheCheapestBuildThatMeetsTheTargetAndShowsThePlan)
{
    runTo("enterprise-prototype", "60000", "USD", Wizard::GpuPageId);
    ASSERT_EQ(wizard().currentId(), Wizard::GpuPageId);
    const ui::PickPage *gpus = wizard().pickPage(Wizard::GpuPageId);
    const core::PickStep &step = gpus->step();
    ASSERT_FALSE(step.options.empty());
    const core::PickOption &recommended = step.options.at(*step.recommended);
    for (const core::PickOption &option : step.options) {
        EXPECT_LE(recommended.completion.cost.minorUnits(), option.completion.cost.minorUnits()) << option.partId;
        EXPECT_GE(option.completion.plan.tokensPerSecondPerUser(), 20) << option.partId;
        EXPECT_EQ(option.completion.plan.users, 8);
    }
    // The same as core's cheapest build meeting the workload.
    core::ScenarioChoice choice;
    choice.presetKey = "enterprise-prototype";
    choice.amount = "60000";
    choice.currency = "USD";
    const core::Scenario scenario = core::scenarioFromChoice(choice);
    core::RecommendConstraints constraints;
    constraints.budget = *scenario.budget;
    constraints.form = "tower";
    const auto cheapest =
        core::recommendCheapest(scenario, catalog.list({}), constraints, {}, core::ExchangeRates::builtIn());
    ASSERT_TRUE(cheapest);
    EXPECT_EQ(recommended.completion.cost, cheapest->cost);
    const QTreeWidgetItem *row = gpus->list()->topLevelItem(static_cast<int>(*step.recommended));
    EXPECT_TRUE(row->text(ui::PickPage::PlanColumn).startsWith("tensor "))
        << row->text(ui::PickPage::PlanColumn).toStdString();
}

// Issue 32: serving gpt-oss-120b in MXFP4 to 32 users; every GPU the pick
// page offers keeps each user at 30 tokens/s, with the plan it takes.
TEST_F(WizardTest, MoeServingOffersGpusThatKeepEveryUserAtTheTarget)
{
    runTo("moe-serving", "40000", "USD", Wizard::GpuPageId);
    ASSERT_EQ(wizard().currentId(), Wizard::GpuPageId);
    const core::PickStep &step = wizard().pickPage(Wizard::GpuPageId)->step();
    ASSERT_FALSE(step.options.empty());
    ASSERT_TRUE(step.recommended.has_value());
    for (const core::PickOption &option : step.options) {
        EXPECT_GE(option.completion.plan.tokensPerSecondPerUser(), 30) << option.partId;
        EXPECT_EQ(option.completion.plan.users, 32) << option.partId;
    }
}

// The workload's boxes say what each keyword means; builds keep the keyword.
TEST_F(WizardTest, TheWorkloadBoxesSayWhatEachKeywordMeansAndKeepTheKeyword)
{
    wizard().restart();
    wizard().scenarioPage()->setWorkload("llama-2-7b", "lora", "amp-bf16");
    const auto box = [this](const char *name) {
        for (QComboBox *combo : wizard().scenarioPage()->findChildren<QComboBox *>())
            if (combo->accessibleName() == name)
                return combo->currentText().toStdString();
        return std::string("(no box)");
    };
    EXPECT_EQ(box("Task"), "LoRA fine-tuning (lora)");
    EXPECT_EQ(box("Precision"), "mixed precision, BF16 compute (amp-bf16)");
    const core::ScenarioChoice choice = wizard().scenarioPage()->choice();
    EXPECT_EQ(choice.task, "lora");
    EXPECT_EQ(choice.precision, "amp-bf16");
    EXPECT_EQ(choice.optimizer, "sgd-momentum"); // the first preset's, kept
    EXPECT_EQ(box("Optimizer"), "SGD with momentum (sgd-momentum)");
    wizard().scenarioPage()->setWorkload("llama-2-7b", "infer", "bf16");
    EXPECT_EQ(box("Optimizer"), "none: nothing is trained (none)") << "inference trains nothing";
}

// Issue 32: the KV cache's type is the user's while serving (FP8 halves a
// 16-bit cache), reaches the scenario, and means nothing for training.
TEST_F(WizardTest, ServingChoosesTheKvCacheTypeAndTrainingHasNone)
{
    wizard().restart();
    wizard().scenarioPage()->setWorkload("llama-3.1-8b", "infer", "bf16");
    QComboBox *cache = nullptr;
    for (QComboBox *combo : wizard().scenarioPage()->findChildren<QComboBox *>())
        if (combo->accessibleName() == "KV cache")
            cache = combo;
    ASSERT_NE(cache, nullptr);
    EXPECT_TRUE(cache->isEnabled());
    EXPECT_EQ(cache->currentData().toString(), "auto");
    cache->setCurrentIndex(cache->findData("fp8"));
    core::ScenarioChoice choice = wizard().scenarioPage()->choice();
    EXPECT_EQ(choice.kvCache, "fp8");
    choice.amount = "20000";
    choice.currency = "USD";
    EXPECT_EQ(core::scenarioFromChoice(choice).workload.kvCache, core::KvCacheType::Fp8);
    wizard().scenarioPage()->setWorkload("llama-3.1-8b", "lora", "amp-bf16");
    EXPECT_FALSE(cache->isEnabled());
    EXPECT_TRUE(wizard().scenarioPage()->choice().kvCache.empty());
}

// Issue 32: the Plan row pins the expert-parallel degree when serving a
// mixture of experts; for a dense model or training it has nothing to pin.
TEST_F(WizardTest, ThePlanRowPinsExpertParallelismForServingAMixtureOfExperts)
{
    wizard().restart();
    wizard().scenarioPage()->setWorkload("deepseek-r1", "infer", "fp8");
    QComboBox *experts = nullptr;
    for (QComboBox *combo : wizard().scenarioPage()->findChildren<QComboBox *>())
        if (combo->accessibleName() == "Expert-parallel degree")
            experts = combo;
    ASSERT_NE(experts, nullptr);
    EXPECT_TRUE(experts->isEnabled());
    EXPECT_FALSE(wizard().scenarioPage()->choice().pins->expert.has_value()) << "auto leaves it to the plan";
    experts->setCurrentIndex(experts->findData(8));
    core::ScenarioChoice choice = wizard().scenarioPage()->choice();
    EXPECT_EQ(choice.pins->expert, 8);
    choice.amount = "400000";
    choice.currency = "USD";
    EXPECT_EQ(core::scenarioFromChoice(choice).workload.pins.expert, 8);
    wizard().scenarioPage()->setWorkload("llama-3.1-70b", "infer", "fp8");
    EXPECT_FALSE(experts->isEnabled()) << "a dense model has no routed experts";
    EXPECT_FALSE(wizard().scenarioPage()->choice().pins->expert.has_value());
    wizard().scenarioPage()->setWorkload("deepseek-r1", "lora", "amp-bf16");
    EXPECT_FALSE(experts->isEnabled()) << "expert parallelism is planned for serving";
}

// Issue 33: serving states its requests and latency targets on the first
// page; they reach the scenario, and mean nothing for training.
TEST_F(WizardTest, ServingTakesRequestLengthsAndLatencyTargets)
{
    wizard().restart();
    wizard().scenarioPage()->setWorkload("llama-3.3-70b", "infer", "fp8");
    const auto spin = [this](const char *name) -> QSpinBox * {
        for (QSpinBox *box : wizard().scenarioPage()->findChildren<QSpinBox *>())
            if (box->accessibleName() == name)
                return box;
        return nullptr;
    };
    QSpinBox *in = spin("Prompt tokens per request");
    QSpinBox *out = spin("Output tokens per request");
    QSpinBox *ttft = spin("Time to first token target");
    QSpinBox *tpot = spin("Time per output token target");
    ASSERT_TRUE(in && out && ttft && tpot);
    EXPECT_TRUE(in->isEnabled());
    in->setValue(2048);
    out->setValue(512);
    ttft->setValue(2000);
    tpot->setValue(50);
    core::ScenarioChoice choice = wizard().scenarioPage()->choice();
    EXPECT_EQ(choice.inputTokens, 2048);
    EXPECT_EQ(choice.outputTokens, 512);
    choice.amount = "400000";
    choice.currency = "USD";
    const core::Workload w = core::scenarioFromChoice(choice).workload;
    EXPECT_EQ(w.serving.inputTokens, 2048);
    EXPECT_DOUBLE_EQ(w.serving.tpotMs, 50);
    EXPECT_DOUBLE_EQ(w.serving.ttftMs, 2000);
    wizard().scenarioPage()->setWorkload("llama-3.1-8b", "lora", "amp-bf16");
    EXPECT_FALSE(in->isEnabled());
    EXPECT_EQ(wizard().scenarioPage()->choice().inputTokens, 0);
}

// Issue 18 #13: the summary page's category column said "gpu", "psu",
// "motherboard" in every language; it names categories in the user's words.
TEST_F(WizardTest, TheSummaryNamesCategoriesInTheUsersLanguage)
{
    auto *app = QCoreApplication::instance();
    const auto english = qScopeGuard([app] { ui::installTranslations(*app, "en"); });
    ASSERT_EQ(ui::installTranslations(*app, "zh_CN"), "zh_CN");
    runTo("learning", "3000", "USD");
    ASSERT_EQ(wizard().currentId(), Wizard::SummaryPageId);
    const QTreeWidget *lines = wizard().findChild<ui::SummaryPage *>()->lines();
    QStringList categories;
    for (int i = 0; i < lines->topLevelItemCount(); ++i)
        categories << lines->topLevelItem(i)->text(0);
    EXPECT_TRUE(categories.contains(QStringLiteral("电源"))) << categories.join(", ").toStdString();
    EXPECT_TRUE(categories.contains(QStringLiteral("主板"))) << categories.join(", ").toStdString();
    EXPECT_FALSE(categories.contains("psu")) << categories.join(", ").toStdString();
}

// Issue 18 #14: at 1,024 × 768 the chart's minimum width and a wide specs
// column pushed each row's build total and rate out of view.
TEST_F(WizardTest, AtTenTwentyFourPixelsEachRowsTotalAndRateAreInView)
{
    window.resize(1024, 768);
    window.show();
    runTo("learning", "3000", "USD", Wizard::GpuPageId);
    ASSERT_EQ(wizard().currentId(), Wizard::GpuPageId);
    QTest::qWait(50);
    const QTreeWidget *list = wizard().pickPage(Wizard::GpuPageId)->list();
    const int visible = list->viewport()->width();
    for (const int column : {ui::PickPage::TotalColumn, ui::PickPage::RateColumn}) {
        const int right = list->header()->sectionViewportPosition(column) + list->header()->sectionSize(column);
        EXPECT_LE(right, visible) << "column " << column << " ends at " << right << " of " << visible;
    }
    // Issue 34 #6: the last column was cut mid-glyph behind a scroll bar. Every shown column fits.
    for (int column = 0; column < list->columnCount(); ++column) {
        if (list->isColumnHidden(column))
            continue;
        const int right = list->header()->sectionViewportPosition(column) + list->header()->sectionSize(column);
        EXPECT_LE(right, visible) << "column " << column << " ends at " << right << " of " << visible;
    }
}

// The edge preset takes the edge route: its page offers modules only, each
// within the 71 W cap and keeping up with four 30 frames/s streams, and says
// so in samples/s per stream, with the GPU's need out of the shared memory.
TEST_F(WizardTest, TheEdgePresetPicksAModuleThatKeepsUpWithEveryStream)
{
    runTo("edge-inference", "2000", "USD", Wizard::EdgePageId);
    ASSERT_EQ(wizard().currentId(), Wizard::EdgePageId);
    const ui::PickPage *modules = wizard().pickPage(Wizard::EdgePageId);
    ASSERT_FALSE(modules->step().options.empty());
    for (const core::PickOption &option : modules->step().options) {
        EXPECT_EQ(option.partId.rfind("edge/", 0), 0U) << option.partId;
        EXPECT_EQ(option.completion.build.lines.size(), 1U) << option.partId;
        EXPECT_GE(option.completion.rate / 4, 30) << option.partId;
        const core::Analysis a =
            core::analyze(option.completion.build, {}, core::ExchangeRates::builtIn(), catalog::cloudOffers(catalog));
        EXPECT_LE(a.power.peakWatts, 71) << option.partId;
    }
    const QString why = modules->findChild<QLabel *>("pickWhy")->text();
    EXPECT_TRUE(why.contains("each of 4 streams at least 30 samples/s")) << why.toStdString();
    const QString needs = modules->findChild<QLabel *>("pickNeeds")->text();
    EXPECT_TRUE(needs.contains("shared memory")) << needs.toStdString();
    EXPECT_FALSE(needs.contains("System memory")) << needs.toStdString();
}

// Issue 34 #5: taking every ★ pick (Academic research → Llama 2 7B, CNY 60,000)
// ended with three warnings on the summary while each page said "every row is
// compatible". A ★ build now has no warning.
TEST_F(WizardTest, EveryStarPickEndsWithoutAWarning)
{
    startSevenBLoraWithinSixtyThousandYuan();
    while (wizard().currentId() != Wizard::SummaryPageId)
        wizard().next();
    const core::Analysis analysis = coreAnalysis(wizard().build());
    for (const core::Finding &finding : analysis.compatibility)
        ADD_FAILURE() << core::toString(finding.severity) << " " << finding.rule << ": " << finding.message;
}

// Issue 34 #6: the summary's Part column was cut beside a very wide "Line
// total". The part takes the room; the amounts take their width.
TEST_F(WizardTest, TheSummaryGivesThePartTheRoom)
{
    window.resize(1440, 900);
    window.show();
    runTo("learning", "3000", "USD");
    ASSERT_EQ(wizard().currentId(), Wizard::SummaryPageId);
    QTest::qWait(50);
    const QTreeWidget *lines = wizard().findChild<ui::SummaryPage *>()->lines();
    const int part = lines->header()->sectionSize(1);
    const int total = lines->header()->sectionSize(4);
    EXPECT_GT(part, total) << "part " << part << " px, line total " << total << " px";
    EXPECT_LE(total, lines->fontMetrics().horizontalAdvance("Line total  USD 2,000.00") + 40);
}
