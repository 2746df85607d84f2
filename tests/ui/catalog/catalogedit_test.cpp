// Catalog edits in the window: an undoable price, import and export.
#include "catalog/catalog.h"
#include "core/base/textfile.h"
#include "core/parts/partspecsjson.h"
#include "core/parts/partsummary.h"
#include "report/speclabels.h"
#include "testsupport.h"
#include "ui/build/buildview.h"
#include "ui/catalog/addpartdialog.h"
#include "ui/catalog/catalogfilterproxy.h"
#include "ui/catalog/catalogtablemodel.h"
#include "ui/mainwindow.h"
#include "ui/settings/language.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTextBrowser>
#include <QUndoGroup>
#include <QUndoStack>

#include <nlohmann/json.hpp>

#include <set>

#include <gtest/gtest.h>

using namespace dlrig;

namespace {
const char *const kGpu = "gpu/nvidia-rtx-a4000"; // the example build's GPU
const std::filesystem::path kExample = std::filesystem::path(DLRIG_SOURCE_DIR) / "docs/examples/learning-3000usd.dlrig";

class CatalogEdit : public testing::Test {
protected:
    TempDir dir;
    catalog::Catalog catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    ui::MainWindow window{catalog};
};
} // namespace

TEST_F(CatalogEdit, APriceEditReachesTheTableAndTheBuildAndUndoes)
{
    ASSERT_TRUE(window.openBuild(QString::fromStdString(kExample.string())));
    const QString shipped = window.buildView()->partsTable()->item(0, 2)->text();
    EXPECT_EQ(shipped, "USD 839.00");

    ASSERT_TRUE(window.setPartPrice(kGpu, "749.00", "USD", "2026-11-29"));
    EXPECT_EQ(window.buildView()->partsTable()->item(0, 2)->text(), "USD 749.00");
    const core::Part &row = window.catalogModel()->part(window.catalogModel()->rowOf(kGpu));
    EXPECT_EQ(row.price->amount.toString(), "USD 749.00");
    EXPECT_EQ(catalog.find(kGpu)->price->source, catalog::Catalog::kUserPriceSource);

    window.catalogUndoStack()->undo(); // back to the shipped price, not just another user price
    EXPECT_EQ(window.buildView()->partsTable()->item(0, 2)->text(), shipped);
    EXPECT_NE(catalog.find(kGpu)->price->source, catalog::Catalog::kUserPriceSource);
    window.catalogUndoStack()->redo();
    EXPECT_EQ(catalog.find(kGpu)->price->amount.toString(), "USD 749.00");
}

TEST_F(CatalogEdit, UndoFollowsTheShownTab)
{
    auto *tabs = window.findChild<QTabWidget *>();
    auto *group = window.findChild<QUndoGroup *>();
    ASSERT_NE(group, nullptr);
    tabs->setCurrentIndex(2); // Catalog (after Wizard and Build)
    EXPECT_EQ(group->activeStack(), window.catalogUndoStack());
    tabs->setCurrentIndex(1); // Build
    EXPECT_NE(group->activeStack(), window.catalogUndoStack());
}

TEST_F(CatalogEdit, ExportThenImportAnEditedCopy)
{
    const auto exported = dir / "catalog.json";
    ASSERT_TRUE(window.exportPartsFile(QString::fromStdString(exported.string())));
    nlohmann::json document = nlohmann::json::parse(core::readTextFile(exported));
    const std::size_t all = catalog.count();
    ASSERT_EQ(document.at("parts").size(), all); // the shipped catalog hides nothing

    // A lab's own card: a copy of a shipped GPU under a new id.
    nlohmann::json own;
    for (const nlohmann::json &part : document.at("parts")) {
        if (part.at("category") == "gpu") {
            own = part;
            break;
        }
    }
    own["id"] = "gpu/lab-spare-card";
    own["model"] = "Lab spare card";
    document["parts"] = nlohmann::json::array({own});
    const auto mine = dir / "mine.json";
    core::writeTextFileAtomically(mine, document.dump(2));
    const int rows = window.catalogModel()->rowCount();
    ASSERT_TRUE(window.importPartsFile(QString::fromStdString(mine.string())));
    EXPECT_EQ(window.catalogModel()->rowCount(), rows + 1);
    EXPECT_GE(window.catalogModel()->rowOf("gpu/lab-spare-card"), 0);
}

// Catalog → Add own part: the form checks the part as an import would, and
// the addition is one undoable step.
TEST_F(CatalogEdit, AnOwnPartIsCheckedAddedAndUndone)
{
    const core::Part start = *catalog.find(kGpu);
    ui::AddPartDialog dialog(start, [this](const std::string &id) { return catalog.find(id).has_value(); });
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    // The copy's price source is empty until the user says where the price comes from.
    EXPECT_FALSE(ok->isEnabled());
    for (QLineEdit *edit : dialog.findChildren<QLineEdit *>()) {
        if (edit->accessibleName() == "Price source")
            edit->setText("Quote Q-2026-114 from the lab's reseller");
    }
    dialog.amountEdit()->setText("729.00");
    dialog.idEdit()->setText(kGpu); // taken
    EXPECT_FALSE(ok->isEnabled());
    EXPECT_TRUE(dialog.problem().contains("already in the catalog"));
    dialog.idEdit()->setText("gpu/lab-rtx-4070-ti-super-blower");
    dialog.specsEdit()->setPlainText("{ not json");
    EXPECT_FALSE(ok->isEnabled());
    EXPECT_TRUE(dialog.problem().startsWith("Specs: this is not JSON (near character 4)"))
        << dialog.problem().toStdString();
    EXPECT_FALSE(dialog.problem().contains("json.exception")); // not the parser's own text
    dialog.specsEdit()->setPlainText(QString::fromStdString(core::specsToJson(start.specs).dump()));
    ASSERT_TRUE(ok->isEnabled()) << dialog.problem().toStdString();
    EXPECT_EQ(dialog.part().price->amount.toString(), "USD 729.00");

    const int rowsBefore = window.catalogModel()->rowCount();
    ASSERT_TRUE(window.addOwnPart(dialog.part()));
    EXPECT_EQ(window.catalogModel()->rowCount(), rowsBefore + 1);
    EXPECT_TRUE(catalog.find("gpu/lab-rtx-4070-ti-super-blower"));
    EXPECT_EQ(window.catalogUndoStack()->count(), 1);
    window.catalogUndoStack()->undo();
    EXPECT_FALSE(catalog.find("gpu/lab-rtx-4070-ti-super-blower"));
    EXPECT_EQ(window.catalogModel()->rowCount(), rowsBefore);
    window.catalogUndoStack()->redo();
    EXPECT_TRUE(catalog.find("gpu/lab-rtx-4070-ti-super-blower"));
}

// A Chinese reader of the form reads what is wrong in Chinese: the part
// reader's refusals are messages, not English text.
TEST_F(CatalogEdit, TheAddPartFormSaysWhatIsWrongInChinese)
{
    auto *app = QCoreApplication::instance();
    const auto english = qScopeGuard([app] { ui::installTranslations(*app, "en"); });
    ASSERT_EQ(ui::installTranslations(*app, "zh_CN"), "zh_CN");
    ui::AddPartDialog dialog(*catalog.find(kGpu), [](const std::string &) { return false; });
    for (QLineEdit *edit : dialog.findChildren<QLineEdit *>()) {
        if (edit->accessibleName() == ui::AddPartDialog::tr("Price source"))
            edit->setText("Quote Q-2026-114");
    }
    dialog.idEdit()->setText("gpu/lab-card");
    dialog.amountEdit()->setText("729.001");
    EXPECT_TRUE(dialog.problem().contains("“729.001”")) << dialog.problem().toStdString();
    EXPECT_FALSE(dialog.problem().contains("amount")) << dialog.problem().toStdString();
    // What the app displays is read back: "1,299.00".
    dialog.amountEdit()->setText("1,299.00");
    dialog.specsEdit()->setPlainText(R"({"vram_gib": "sixteen"})");
    const QString problem = dialog.problem();
    EXPECT_TRUE(problem.startsWith("新部件")) << problem.toStdString();
    EXPECT_FALSE(problem.contains("must")) << problem.toStdString();
}

// Issue 18 #15: the details pane listed raw keys and JSON ("bf16_tflops
// 989.4"). It shows labelled specs with units, and numbers never in e-notation.
TEST(CatalogDetails, SpecsAreLabelledWithTheirUnits)
{
    TempDir dir;
    auto catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    ui::MainWindow window(catalog);
    window.searchBox()->setText("gpu/nvidia-h100-sxm");
    auto *table = window.findChild<QTableView *>("catalogTable");
    ASSERT_TRUE(table && window.catalogProxy()->rowCount() > 0);
    table->setCurrentIndex(window.catalogProxy()->index(0, 0));
    const QString details = window.findChild<QTextBrowser *>("partDetails")->toPlainText();
    EXPECT_TRUE(details.contains("BF16 (dense):")) << details.toStdString();
    EXPECT_TRUE(details.contains(" TFLOPS")) << details.toStdString();
    EXPECT_TRUE(details.contains("Memory bandwidth:")) << details.toStdString();
    EXPECT_TRUE(details.contains(" GB/s"));
    EXPECT_FALSE(details.contains("bf16_tflops"));
    EXPECT_FALSE(details.contains("e+")) << details.toStdString();
    EXPECT_EQ(report::specValue("max_watts", 1e6), "1,000,000 W");
    EXPECT_EQ(report::specValue("base_ghz", 2.25), "2.25 GHz");
    EXPECT_EQ(report::specValue("cooler", "open-air"), "open-air");
}

// Every field of every shipped part reads as words, not as its JSON key
// (heat_watts, max_board_mm once did), and the catalog's form words are
// rendered through the translatable term ("4U rack"), not as raw text.
TEST(CatalogDetails, EveryShippedSpecFieldHasALabel)
{
    TempDir dir;
    auto catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    catalog::PartFilter all;
    all.includeHidden = true;
    std::set<std::string> keys;
    for (const core::Part &part : catalog.list(all)) {
        const nlohmann::json specs = core::specsToJson(part.specs);
        for (const auto &[key, value] : specs.items())
            keys.insert(key);
    }
    ASSERT_GT(keys.size(), 80u);
    for (const std::string &key : keys)
        EXPECT_NE(report::specLabel(key).toStdString(), key) << key << " has no label";
    // The English text is the same either way: check that the term is taken, and
    // that names which read alike everywhere are not.
    const std::optional<core::Message> rack = core::catalogWordMessage("12U rack-mountable tower");
    ASSERT_TRUE(rack.has_value());
    EXPECT_STREQ(rack->text.text, "{units}U rack-mountable tower");
    EXPECT_EQ(rack->english(), "12U rack-mountable tower");
    EXPECT_FALSE(core::catalogWordMessage("E-ATX").has_value());
    EXPECT_EQ(report::specValue("form_factor", "4U rack"), "4U rack");
    EXPECT_EQ(report::specValue("heat_watts", 1530), "1,530 W");
    EXPECT_EQ(report::specValue("max_board_mm", nlohmann::json::array({305, 285})), "305 × 285 mm");
}
