// 简体中文: the compiled-in translation reaches the widgets, and switching
// back to English removes it.
#include "catalog/catalog.h"
#include "testsupport.h"
#include "ui/language.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QMenuBar>
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
