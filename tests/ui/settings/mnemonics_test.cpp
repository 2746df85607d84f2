// Issue 34 #7: Alt+letter must do one thing in each window. Mnemonics collided
// (Alt+M on the wizard focused Model instead of opening Compare; Alt+O on
// Compare added the open build instead of opening BOM; o&ffload/&File,
// S&equence/&Edit, Start &over/B&OM). For each tab of the main window, each
// wizard page and the dialogs, the letters of everything visible at once —
// menus, tabs, buttons, check boxes, labels with a buddy, group boxes — are
// collected and must differ, in English and in Chinese.
#include "catalog/catalog.h"
#include "core/build/build.h"
#include "core/parts/parts.h"
#include "core/validation/validation.h"
#include "testsupport.h"
#include "ui/benchmark/thresholdsdialog.h"
#include "ui/build/builddocument.h"
#include "ui/build/costsdialog.h"
#include "ui/catalog/addpartdialog.h"
#include "ui/mainwindow.h"
#include "ui/settings/language.h"
#include "ui/settings/settingsdialog.h"
#include "ui/wizard/buildwizard.h"
#include "ui/wizard/wizardpages.h"

#include <QAbstractButton>
#include <QCoreApplication>
#include <QGroupBox>
#include <QLabel>
#include <QMenuBar>
#include <QScopeGuard>
#include <QTabBar>
#include <QTabWidget>

#include <gtest/gtest.h>

#include <map>

using namespace dlrig;

namespace {

// The letter after a single '&' ("&File" → 'f', "S&equence" → 'e'), or 0.
QChar mnemonicOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

// Every mnemonic a person can reach in `window` now, with the texts that claim it.
std::map<QChar, QStringList> mnemonics(const QWidget &window)
{
    std::map<QChar, QStringList> letters;
    const auto claim = [&](const QString &text) {
        if (const QChar c = mnemonicOf(text); !c.isNull())
            letters[c] << QString(text).remove(QLatin1Char('&'));
    };
    for (const QWidget *w : window.findChildren<QWidget *>()) {
        if (!w->isVisibleTo(&window) || !w->isEnabled())
            continue;
        if (const auto *menuBar = qobject_cast<const QMenuBar *>(w)) {
            for (const QAction *action : menuBar->actions())
                claim(action->text());
        } else if (const auto *tabs = qobject_cast<const QTabBar *>(w)) {
            for (int i = 0; i < tabs->count(); ++i)
                if (tabs->isTabEnabled(i) && tabs->isTabVisible(i))
                    claim(tabs->tabText(i));
        } else if (const auto *button = qobject_cast<const QAbstractButton *>(w)) {
            claim(button->text());
        } else if (const auto *label = qobject_cast<const QLabel *>(w)) {
            if (label->buddy() && label->buddy()->isEnabled()) // a disabled field takes no focus
                claim(label->text());
        } else if (const auto *group = qobject_cast<const QGroupBox *>(w)) {
            claim(group->title());
        }
    }
    return letters;
}

void expectNoClash(const QWidget &window, const QString &where)
{
    for (const auto &[letter, texts] : mnemonics(window))
        if (texts.size() > 1)
            ADD_FAILURE() << where.toStdString() << ": Alt+" << QString(letter).toStdString() << " is claimed by "
                          << texts.join(" | ").toStdString();
}

void checkEveryTabAndWizardPage(ui::MainWindow &window, const QString &language)
{
    window.show();
    for (int tab = 0; tab < window.tabs()->count(); ++tab) {
        window.tabs()->setCurrentIndex(tab);
        QCoreApplication::processEvents();
        const QString name = QString(window.tabs()->tabText(tab)).remove('&');
        expectNoClash(window, language + ", tab " + name);
        // Pages inside the tab (the Benchmark tab's This machine and Cluster).
        for (QTabWidget *pages : window.tabs()->widget(tab)->findChildren<QTabWidget *>()) {
            if (!pages->isVisibleTo(&window))
                continue;
            for (int page = 0; page < pages->count(); ++page) {
                pages->setCurrentIndex(page);
                QCoreApplication::processEvents();
                expectNoClash(window, language + ", tab " + name + ", page " + pages->tabText(page).remove('&'));
            }
            pages->setCurrentIndex(0);
        }
    }
    window.tabs()->setCurrentIndex(0); // the wizard
    ui::BuildWizard &wizard = *window.wizard();
    wizard.restart();
    // The scenario page for serving: its request and latency fields instead of training's.
    wizard.scenarioPage()->setWorkload("llama-3.1-8b", "infer", "bf16");
    QCoreApplication::processEvents();
    expectNoClash(window, language + ", wizard page 0 for serving");
    wizard.restart();
    for (int step = 0; step < 12; ++step) {
        QCoreApplication::processEvents();
        expectNoClash(window, language + ", wizard page " + QString::number(wizard.currentId()));
        const int before = wizard.currentId();
        wizard.next();
        if (wizard.currentId() == before)
            break;
    }
}

} // namespace

TEST(Mnemonics, EveryTabAndWizardPageHasAClashFreeSet)
{
    TempDir dir;
    auto catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    auto *app = QCoreApplication::instance();
    const auto english = qScopeGuard([app] { ui::installTranslations(*app, "en"); });
    for (const char *language : {"en", "zh_CN"}) {
        ui::installTranslations(*app, language);
        ui::MainWindow window(catalog);
        ASSERT_TRUE(window.openBuild(QStringLiteral(DLRIG_SOURCE_DIR "/docs/examples/llama-2-7b-lora-60000cny.dlrig")));
        checkEveryTabAndWizardPage(window, language);
        window.document()->reset({}, QString());
    }
}

// The dialogs are windows of their own: each has its own clash-free set (on
// each of the Preferences dialog's tabs).
TEST(Mnemonics, EachDialogHasAClashFreeSet)
{
    auto *app = QCoreApplication::instance();
    const auto english = qScopeGuard([app] { ui::installTranslations(*app, "en"); });
    for (const char *language : {"en", "zh_CN"}) {
        ui::installTranslations(*app, language);
        ui::CostsDialog costs(ui::CostInputs{});
        costs.show();
        expectNoClash(costs, QString(language) + ", Costs and use");
        ui::ThresholdsDialog thresholds(core::defaultThresholds());
        thresholds.show();
        expectNoClash(thresholds, QString(language) + ", thresholds");
        ui::SettingsDialog settings({});
        settings.show();
        for (QTabWidget *tabs : settings.findChildren<QTabWidget *>()) {
            for (int tab = 0; tab < tabs->count(); ++tab) {
                tabs->setCurrentIndex(tab);
                QCoreApplication::processEvents();
                expectNoClash(settings, QString(language) + ", Preferences, " + tabs->tabText(tab));
            }
        }
        ui::AddPartDialog part(core::Part{}, [](const std::string &) { return false; });
        part.show();
        expectNoClash(part, QString(language) + ", Add own part");
    }
}
