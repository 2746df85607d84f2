// Compare: builds side by side, the best of each row marked.
#include "catalog/catalog.h"
#include "core/build/comparison.h"
#include "testsupport.h"
#include "ui/widgets/barrelchart.h"
#include "ui/compare/compareview.h"
#include "ui/mainwindow.h"
#include "ui/settings/language.h"
#include "ui/wizard/buildwizard.h"
#include "ui/wizard/wizardpages.h"
#include "ui/wizard/wizardpickpage.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QLabel>
#include <QScopeGuard>
#include <QTableWidget>

#include <gtest/gtest.h>

#include <cmath>
#include <tuple>

using namespace dlrig;

namespace {
QString example(const char *name)
{
    return QString::fromStdString((std::filesystem::path(DLRIG_SOURCE_DIR) / "docs/examples" / name).string());
}

int rowOf(const QTableWidget *table, const QString &label)
{
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->verticalHeaderItem(r)->text().trimmed().endsWith(label))
            return r;
    }
    return -1;
}
} // namespace

TEST(Compare, TwoBuildsSideBySideWithTheCheaperMarked)
{
    TempDir dir;
    auto catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    ui::MainWindow window(catalog);
    ASSERT_TRUE(window.addFileToCompare(example("learning-3000usd.dlrig")));
    ASSERT_TRUE(window.addFileToCompare(example("llama-2-7b-lora-60000cny.dlrig")));
    const QTableWidget *table = window.compareView()->table();
    ASSERT_EQ(table->columnCount(), 2);
    // Issue 34 #6: long names elide in the middle, whole in the tooltip, never cut at both ends.
    EXPECT_EQ(table->horizontalHeader()->textElideMode(), Qt::ElideMiddle);
    EXPECT_EQ(table->horizontalHeaderItem(1)->toolTip(), "Llama 2 7B LoRA within CNY 60,000");
    const int price = rowOf(table, "Price");
    ASSERT_GE(price, 0);
    // USD 2,356.95 against CNY 42,021.28 (≈ USD 6,082 at the ECB's 8.1294 CNY
    // and 1.1767 USD per EUR): both shown in the first build's currency.
    EXPECT_TRUE(table->item(price, 0)->text().startsWith("USD"));
    EXPECT_TRUE(table->item(price, 1)->text().startsWith("USD"));
    EXPECT_TRUE(table->item(price, 0)->font().bold());
    EXPECT_FALSE(table->item(price, 1)->font().bold());
    EXPECT_TRUE(table->verticalHeaderItem(price)->text().startsWith("≠"));
    // A ResNet-50 training build and a Llama LoRA build: rates in different units are not ranked.
    const int rate = rowOf(table, "Rate");
    ASSERT_GE(rate, 0);
    EXPECT_FALSE(table->item(rate, 0)->font().bold());
    EXPECT_FALSE(table->item(rate, 1)->font().bold());
    // Issue 18 #11: each build's workload and parts are rows, and the hint says the workloads differ.
    const int workload = rowOf(table, "Workload");
    ASSERT_GE(workload, 0);
    EXPECT_TRUE(table->item(workload, 0)->text().startsWith("ResNet-50")) << table->item(workload, 0)->text().toStdString();
    EXPECT_TRUE(table->item(workload, 1)->text().contains("LoRA fine-tuning"))
        << table->item(workload, 1)->text().toStdString();
    const int gpus = rowOf(table, "GPU");
    ASSERT_GE(gpus, 0);
    EXPECT_TRUE(table->item(gpus, 0)->text().contains("× NVIDIA"));
    EXPECT_TRUE(window.compareView()->findChild<QLabel *>("compareHint")->text().contains("different workloads"));
}

// Issue 18 #7: switching the language kept the open build but dropped the
// Compare tab's builds and reset the wizard.
TEST(Compare, SwitchingTheLanguageKeepsTheComparedBuildsAndTheWizard)
{
    TempDir dir;
    auto catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    const QString before = ui::languageSetting();
    auto *window = new ui::MainWindow(catalog);
    ASSERT_TRUE(window->addFileToCompare(example("learning-3000usd.dlrig")));
    ASSERT_TRUE(window->addFileToCompare(example("llama-2-7b-lora-60000cny.dlrig")));
    ui::BuildWizard *wizard = window->wizard();
    wizard->restart();
    wizard->scenarioPage()->setPreset("academic-research");
    wizard->next();
    wizard->budgetPage()->setBudget("60000", "CNY");
    wizard->next();
    ASSERT_EQ(wizard->currentId(), ui::BuildWizard::GpuPageId);
    ui::PickPage *gpus = wizard->pickPage(ui::BuildWizard::GpuPageId);
    ASSERT_GE(gpus->step().options.size(), 2u);
    const std::string other = gpus->step().options[*gpus->step().recommended == 0 ? 1 : 0].partId;
    ASSERT_TRUE(gpus->select(QString::fromStdString(other)));
    wizard->next();
    ASSERT_EQ(wizard->currentId(), ui::BuildWizard::CpuPageId);

    ui::MainWindow *chinese = window->switchLanguage("zh_CN");
    const auto restore = qScopeGuard([&] {
        ui::installTranslations(*QCoreApplication::instance(), "en");
        ui::setLanguageSetting(before);
        delete chinese;
    });
    EXPECT_EQ(chinese->compareView()->buildCount(), 2);
    ui::BuildWizard *kept = chinese->wizard();
    EXPECT_EQ(kept->currentId(), ui::BuildWizard::CpuPageId);
    EXPECT_EQ(kept->budgetPage()->budgetAmount(), "60000");
    ASSERT_NE(kept->pickPage(ui::BuildWizard::GpuPageId)->selected(), nullptr);
    EXPECT_EQ(kept->pickPage(ui::BuildWizard::GpuPageId)->selected()->partId, other);
    for (const core::PickOption &option : kept->pickPage(ui::BuildWizard::CpuPageId)->step().options)
        EXPECT_EQ(option.completion.build.firstOf(core::PartCategory::Gpu)->part.id, other);
    // Issue 18 #13: the compared cells read in Chinese too (core writes English).
    const auto *table = chinese->compareView()->findChild<QTableWidget *>();
    ASSERT_NE(table, nullptr);
    const int rate = rowOf(table, QStringLiteral("速率"));
    const int bottleneck = rowOf(table, QStringLiteral("瓶颈"));
    ASSERT_GE(rate, 0);
    ASSERT_GE(bottleneck, 0);
    for (int c = 0; c < table->columnCount(); ++c) {
        EXPECT_TRUE(table->item(rate, c)->text().contains(QStringLiteral("/秒")))
            << table->item(rate, c)->text().toStdString();
        EXPECT_FALSE(table->item(bottleneck, c)->text().contains('_'))
            << table->item(bottleneck, c)->text().toStdString();
    }
}

TEST(Compare, TheSecondBuildsStavesOverlayTheFirstsBarrel)
{
    core::Analysis first;
    core::Analysis second;
    for (const auto &[key, a, b] : std::vector<std::tuple<const char *, double, double>>{
             {"gpu_compute", 1.0, 1.0}, {"cpu_dataload", 1.46, 0.78}, {"pcie_host", 29.1, 15.5}}) {
        core::Stave s;
        s.key = key;
        s.ratio = a;
        first.barrel.staves.push_back(s);
        s.ratio = b;
        second.barrel.staves.push_back(s);
    }
    second.barrel.staves.erase(second.barrel.staves.begin()); // no gpu_compute stave: no marker
    ui::CompareView view;
    view.addBuild("4070 Ti Super", {}, first);
    view.addBuild("4090", {}, second);
    const QList<QList<double>> overlays = view.chart()->overlays();
    ASSERT_EQ(overlays.size(), 1);
    ASSERT_EQ(overlays[0].size(), 3); // in the first build's stave order
    EXPECT_TRUE(std::isnan(overlays[0][0]));
    EXPECT_DOUBLE_EQ(overlays[0][1], 0.78);
    EXPECT_DOUBLE_EQ(overlays[0][2], ui::BarrelChart::kCap); // capped like the bars
}

TEST(Compare, AtMostThreeBuilds)
{
    ui::CompareView view;
    const core::Analysis analysis;
    for (int i = 0; i < ui::CompareView::kMaxBuilds; ++i)
        EXPECT_TRUE(view.addBuild(QString("build %1").arg(i), {}, analysis));
    EXPECT_FALSE(view.addBuild("one more", {}, analysis));
    EXPECT_EQ(view.table()->columnCount(), 3);
    view.clear();
    view.addBuild("mine", {}, analysis);
    view.addBuild("mine", {}, analysis);
    EXPECT_EQ(view.table()->horizontalHeaderItem(1)->text(), "mine (2)");
    view.clear();
    EXPECT_EQ(view.buildCount(), 0);
}
