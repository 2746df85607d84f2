// Issue 34: everything a person reads in 简体中文 is Chinese. The main window
// is walked in zh_CN with builds open — the Build tab, Compare, the BOM's
// preview, the wizard's pages — and every text a widget shows (labels,
// buttons, tabs, table and tree cells, headers, combo items, tooltips) is
// searched for English left untranslated: three or more English words in a
// row ("cannot run as built", "the detected parts"). Names, units and
// identifiers (RTX 4090, tokens/s, gpu/nvidia-rtx-5090) are single words.
#include "catalog/buildresolver.h"
#include "catalog/catalog.h"
#include "core/base/textfile.h"
#include "core/build/build.h"
#include "core/build/buildfile.h"
#include "core/validation/validation.h"
#include "testsupport.h"
#include "ui/benchmark/benchmarkview.h"
#include "ui/benchmark/thresholdsdialog.h"
#include "ui/bom/bomview.h"
#include "ui/build/builddocument.h"
#include "ui/build/buildview.h"
#include "ui/compare/compareview.h"
#include "ui/mainwindow.h"
#include "ui/settings/language.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QTreeWidget>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <set>

using namespace dlrig;

namespace {

// Every text the window's widgets show, with where it was found.
std::vector<std::pair<QString, QString>> shownTexts(const QWidget &root)
{
    std::vector<std::pair<QString, QString>> texts;
    const auto add = [&](const QObject *where, const QString &text) {
        if (!text.trimmed().isEmpty())
            texts.emplace_back(where->objectName().isEmpty() ? QString::fromLatin1(where->metaObject()->className())
                                                             : where->objectName(),
                               text);
    };
    for (const QWidget *w : root.findChildren<QWidget *>()) {
        add(w, w->toolTip());
        if (const auto *label = qobject_cast<const QLabel *>(w))
            add(w, label->text());
        if (const auto *button = qobject_cast<const QAbstractButton *>(w))
            add(w, button->text());
        if (const auto *tabs = qobject_cast<const QTabWidget *>(w))
            for (int i = 0; i < tabs->count(); ++i)
                add(w, tabs->tabText(i));
        if (const auto *combo = qobject_cast<const QComboBox *>(w))
            for (int i = 0; i < combo->count(); ++i)
                add(w, combo->itemText(i));
        if (const auto *browser = qobject_cast<const QTextBrowser *>(w))
            add(w, browser->toPlainText());
        if (const auto *table = qobject_cast<const QTableWidget *>(w)) {
            for (int c = 0; c < table->columnCount(); ++c)
                if (const QTableWidgetItem *h = table->horizontalHeaderItem(c))
                    add(w, h->text());
            for (int r = 0; r < table->rowCount(); ++r)
                for (int c = 0; c < table->columnCount(); ++c)
                    if (const QTableWidgetItem *item = table->item(r, c)) {
                        add(w, item->text());
                        add(w, item->toolTip());
                    }
        }
        if (const auto *tree = qobject_cast<const QTreeWidget *>(w)) {
            for (int c = 0; c < tree->columnCount(); ++c)
                add(w, tree->headerItem()->text(c));
            for (int i = 0; i < tree->topLevelItemCount(); ++i)
                for (int c = 0; c < tree->columnCount(); ++c) {
                    add(w, tree->topLevelItem(i)->text(c));
                    add(w, tree->topLevelItem(i)->toolTip(c));
                }
        }
    }
    return texts;
}

// English a Chinese reader should not meet: three lowercase words in a row
// (markup and addresses removed first).
QStringList englishPhrases(QString text)
{
    // A brand written in lower case is a name, not a sentence.
    static const QRegularExpression markup(QStringLiteral(
        "<[^>]*>|&[a-z]+;|https?://\\S+|\\S+\\.(?:json|csv|dlrig|md)|tiny corp tinybox|apt install \\S+"));
    text.remove(markup);
    static const QRegularExpression phrase(QStringLiteral("(?<![\\w./-])[a-z]{2,}(?: [a-z]{2,}){2,}(?![\\w./-])"));
    QStringList found;
    for (const QRegularExpressionMatch &m : phrase.globalMatch(text))
        found << m.captured(0);
    return found;
}

// Each test runs in 简体中文 with a fresh catalog, and English comes back after it.
class ChineseLeaks : public ::testing::Test {
protected:
    void SetUp() override { ASSERT_EQ(ui::installTranslations(*QCoreApplication::instance(), "zh_CN"), "zh_CN"); }
    void TearDown() override { ui::installTranslations(*QCoreApplication::instance(), "en"); }

    TempDir dir;
    catalog::Catalog catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
};

} // namespace

TEST_F(ChineseLeaks, TheMainWindowWithBuildsOpenShowsNoEnglishSentences)
{
    std::set<QString> leaks;
    for (const char *example :
         {"llama-2-7b-lora-60000cny.dlrig", "serve-llama-3.3-70b-fp8.dlrig", "learning-3000usd.dlrig"}) {
        ui::MainWindow window(catalog);
        const QString path = QStringLiteral(DLRIG_SOURCE_DIR "/docs/examples/") + example;
        ASSERT_TRUE(window.openBuild(path));
        window.tabs()->setCurrentWidget(window.bomView()); // the quote's preview is made when shown
        window.show();
        QCoreApplication::processEvents();
        const auto collect = [&] {
            for (const auto &[where, text] : shownTexts(window))
                for (const QString &phrase : englishPhrases(text))
                    leaks.insert(where + ": \"" + phrase + "\" in \"" + text.left(160) + "\"");
        };
        collect();
        // The quote's field errors, one at a time.
        for (const auto &[field, bad] :
             {std::pair{"bomDiscount", "abc"}, std::pair{"bomTax", "x%"}, std::pair{"bomShipping", "-5"}}) {
            auto *line = window.bomView()->findChild<QLineEdit *>(field);
            ASSERT_NE(line, nullptr) << field;
            const QString before = line->text();
            line->setText(bad);
            collect();
            line->setText(before);
        }
        window.document()->reset({}, QString());
    }
    for (const QString &leak : leaks)
        ADD_FAILURE() << leak.toStdString();
}

// The Benchmark tab after a run against the open build (STREAM only: no GPU
// here), its measured barrel and history, and the thresholds dialog.
TEST_F(ChineseLeaks, TheBenchmarkTabAfterARunShowsNoEnglishSentences)
{
    const auto file = std::filesystem::path(DLRIG_SOURCE_DIR) / "docs/examples/learning-3000usd.dlrig";
    const core::ResolvedBuild build =
        catalog::resolveBuild(catalog, core::buildFromJson(core::readTextFile(file), "example"), "example");
    ui::BenchmarkView view{catalog, dir / "history.db"};
    view.detect();
    view.setOpenBuild("learning", &build);
    view.setCompareWithOpenBuild(true);
    view.setTests({"host.stream", "gpu"});
    QSignalSpy finished(&view, &ui::BenchmarkView::runFinished);
    // The progress line names each probe as it runs.
    const auto *current = view.findChild<QLabel *>("benchCurrentTest");
    ASSERT_NE(current, nullptr);
    QStringList progress;
    ASSERT_TRUE(view.start());
    for (int i = 0; i < 2400 && finished.isEmpty(); ++i) {
        finished.wait(50);
        if (!progress.contains(current->text()))
            progress << current->text();
    }
    ASSERT_FALSE(finished.isEmpty());
    ui::ThresholdsDialog thresholds(core::defaultThresholds());
    std::set<QString> leaks;
    for (const QString &line : progress)
        for (const QString &phrase : englishPhrases(line))
            leaks.insert("progress: \"" + phrase + "\" in \"" + line + "\"");
    for (const QWidget *root : {static_cast<const QWidget *>(&view), static_cast<const QWidget *>(&thresholds)})
        for (const auto &[where, text] : shownTexts(*root))
            for (const QString &phrase : englishPhrases(text))
                leaks.insert(where + ": \"" + phrase + "\" in \"" + text.left(200) + "\"");
    for (const QString &leak : leaks)
        ADD_FAILURE() << leak.toStdString();
}

// Issue 34: the open-file error was the reader's English sentence alone. It
// now says what is wrong in Chinese, with the reader's exact words below.
TEST_F(ChineseLeaks, TheOpenFileErrorSaysWhatIsWrongInChinese)
{
    ui::MainWindow window(catalog);
    const auto file = dir / "broken.dlrig";
    writeFile(file, "{\"format\": \"dlrig-build\", \"parts\": 3}");
    QString shown;
    QTimer::singleShot(0, [&shown] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            shown = box->text();
            box->accept();
        }
    });
    EXPECT_FALSE(window.openBuild(QString::fromStdString(file.string())));
    EXPECT_TRUE(shown.contains(QString::fromUtf8("不是 dlrig 配置文件"))) << shown.toStdString();
    EXPECT_TRUE(englishPhrases(shown).isEmpty()) << shown.toStdString();
}

// Setting a price by hand: each mistake was core's or the parser's English
// sentence ("a price cannot be negative"). It is said in Chinese, with what
// was typed; a good price is still set.
TEST_F(ChineseLeaks, APriceMistakeIsSaidInChineseWithWhatWasTyped)
{
    ui::MainWindow window(catalog);
    const QString gpu = QStringLiteral("gpu/nvidia-rtx-4090");
    const auto refused = [&](const QString &part, const QString &amount, const QString &currency, const QString &date) {
        QString shown;
        QTimer::singleShot(0, [&shown] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                shown = box->text();
                box->accept();
            }
        });
        EXPECT_FALSE(window.setPartPrice(part, amount, currency, date));
        EXPECT_TRUE(englishPhrases(shown).isEmpty()) << shown.toStdString();
        return shown;
    };
    EXPECT_EQ(refused("gpu/no-such-card", "100", "USD", "2026-12-01"),
              QString::fromUtf8("目录中没有部件“gpu/no-such-card”。"));
    EXPECT_EQ(refused(gpu, "100", "XYZ", "2026-12-01"),
              QString::fromUtf8("“XYZ”不是货币代码（例如 USD、EUR 或 CNY）。"));
    EXPECT_EQ(refused(gpu, "twelve", "USD", "2026-12-01"), QString::fromUtf8("“twelve”不是金额（例如 1,299.00）。"));
    EXPECT_EQ(refused(gpu, "-5", "USD", "2026-12-01"), QString::fromUtf8("价格不能为负数（“-5”）。"));
    EXPECT_EQ(refused(gpu, "100", "USD", "Dec 1"), QString::fromUtf8("“Dec 1”不是日期（例如 2026-11-27）。"));
    EXPECT_TRUE(window.setPartPrice(gpu, "1,599.00", "USD", "2026-12-01"));
    EXPECT_EQ(catalog.find(gpu.toStdString())->price->amount.toString(), "USD 1,599.00");
}

// A build whose plan cannot run names the wizard's row that sets it
// ("张量并行度 3"), not the dlrig-cli option nobody typed in the window ("--tp 3").
TEST_F(ChineseLeaks, ABuildThatCannotRunNamesTheWizardsRowNotTheOption)
{
    auto build = nlohmann::json::parse(
        core::readTextFile(std::filesystem::path(DLRIG_SOURCE_DIR) / "docs/examples/llama-2-7b-lora-60000cny.dlrig"));
    build["scenario"]["workload"]["tp"] = 3; // 3 GPUs, but Llama 2 7B's 32 heads do not split in three
    const auto file = dir / "tp3.dlrig";
    writeFile(file, build.dump());
    ui::MainWindow window(catalog);
    ASSERT_TRUE(window.openBuild(QString::fromStdString(file.string())));
    const auto *problem = window.buildView()->findChild<QLabel *>("buildBottleneck");
    ASSERT_NE(problem, nullptr);
    EXPECT_EQ(problem->text(),
              QString::fromUtf8("张量并行度 3 不能整除 llama-2-7b 的 32 个注意力头（张量并行把注意力头均分到各 GPU）"));
    ui::installTranslations(*QCoreApplication::instance(), "en");
    ui::MainWindow english(catalog); // a new language is a new window (MainWindow::switchLanguage)
    ASSERT_TRUE(english.openBuild(QString::fromStdString(file.string())));
    EXPECT_EQ(english.buildView()->findChild<QLabel *>("buildBottleneck")->text(),
              QStringLiteral("Tensor-parallel degree 3 does not divide the 32 attention heads of "
                             "llama-2-7b (tensor parallelism splits the heads evenly)"));
}
