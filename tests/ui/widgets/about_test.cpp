// Issue 18 #15: the application has its icon, a toolbar with theme icons, and
// an About that says the version, the Qt, the licence and the data sources.
#include "catalog/catalog.h"
#include "core/base/exchangerates.h"
#include "testsupport.h"
#include "ui/aboutdialog.h"
#include "ui/mainwindow.h"

#include <QAction>
#include <QCoreApplication>
#include <QIcon>
#include <QRegularExpression>
#include <QToolBar>

#include <gtest/gtest.h>

using namespace dlrig;

TEST(About, SaysTheVersionQtLicenceAndDataSources)
{
    TempDir dir;
    auto catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    QCoreApplication::setApplicationVersion("9.8.7");
    const QString text = ui::aboutText(catalog);
    EXPECT_TRUE(text.contains("dlrig 9.8.7")) << text.toStdString();
    EXPECT_TRUE(text.contains(QString::fromLatin1(qVersion())));
    EXPECT_TRUE(text.contains("Licence"));
    EXPECT_TRUE(text.contains(QString::number(catalog.count()) + " catalog parts")) << text.toStdString();
    EXPECT_TRUE(text.contains(QString::fromStdString(core::ExchangeRates::builtIn().date())));
    // The build date as an ISO date, not the compiler's English "Dec  2 2026".
    EXPECT_TRUE(text.contains(QRegularExpression(QStringLiteral("Built 20[0-9]{2}-[01][0-9]-[0-3][0-9] "))))
        << text.toStdString();
    EXPECT_TRUE(text.contains("docs/accuracy.md"));
}

TEST(About, TheIconIsCompiledInAndTheToolbarHasIcons)
{
    EXPECT_FALSE(QIcon(":/icons/dlrig-64.png").isNull());
    TempDir dir;
    auto catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    ui::MainWindow window(catalog);
    const auto *tools = window.findChild<QToolBar *>("mainToolBar");
    ASSERT_NE(tools, nullptr);
    ASSERT_GE(tools->actions().size(), 5);
    for (QAction *action : tools->actions()) {
        if (!action->isSeparator()) {
            EXPECT_FALSE(action->icon().isNull()) << action->text().toStdString();
        }
    }
}
