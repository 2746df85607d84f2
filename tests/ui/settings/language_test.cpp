// 简体中文: the compiled-in translation reaches the widgets, and switching
// back to English removes it.
#include "catalog/catalog.h"
#include "core/build/build.h"
#include "testsupport.h"
#include "ui/build/builddocument.h"
#include "ui/settings/language.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QMenuBar>
#include <QPointer>
#include <QSettings>
#include <QTabWidget>

#include <gtest/gtest.h>

using namespace dlrig;

namespace {
QString firstMenu(const ui::MainWindow &window)
{
    return window.menuBar()->actions().value(0)->text();
}
} // namespace

TEST(Language, SimplifiedChineseTranslatesTheMainWindow)
{
    TempDir dir;
    auto catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    auto *app = QCoreApplication::instance();
    ASSERT_EQ(ui::installTranslations(*app, "zh_CN"), "zh_CN");
    {
        ui::MainWindow window(catalog);
        EXPECT_EQ(firstMenu(window), QString::fromUtf8("文件(&F)"));
        EXPECT_EQ(window.findChild<QTabWidget *>()->tabText(2), QString::fromUtf8("目录(&C)"));
    }
    EXPECT_EQ(ui::installTranslations(*app, "en"), "en");
    ui::MainWindow english(catalog);
    EXPECT_EQ(firstMenu(english), "&File");
}

TEST(Language, TheSettingIsRemembered)
{
    const QString before = ui::languageSetting();
    ui::setLanguageSetting("zh_CN");
    EXPECT_EQ(ui::languageSetting(), "zh_CN");
    ui::setLanguageSetting(before);
}

// Settings → Language applies at once: a window in the new language takes
// over the open build, unsaved state included.
TEST(Language, SwitchingNowKeepsTheOpenBuild)
{
    TempDir dir;
    auto catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    const QString before = ui::languageSetting();
    auto *window = new ui::MainWindow(catalog);
    const QString example = QString::fromUtf8(DLRIG_SOURCE_DIR "/docs/examples/learning-3000usd.dlrig");
    ASSERT_TRUE(window->openBuild(example));
    window->document()->setQuantity(0, 2); // an unsaved edit
    QPointer<ui::MainWindow> old(window);

    ui::MainWindow *chinese = window->switchLanguage("zh_CN");
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    EXPECT_TRUE(old.isNull()); // the English window is gone
    EXPECT_EQ(firstMenu(*chinese), QString::fromUtf8("文件(&F)"));
    EXPECT_EQ(chinese->document()->path(), example);
    EXPECT_EQ(chinese->document()->build().items.at(0).quantity, 2);
    EXPECT_TRUE(chinese->document()->isModified());
    EXPECT_EQ(ui::languageSetting(), "zh_CN");

    ui::MainWindow *english = chinese->switchLanguage("en");
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    EXPECT_EQ(firstMenu(*english), "&File");
    english->document()->reset({}, QString()); // nothing to ask about on close
    delete english;
    ui::setLanguageSetting(before);
    ui::installTranslations(*QCoreApplication::instance(), "en");
}
