#include "ui/settings/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <vector>

namespace dlrig::ui {

namespace {
const char *const kLanguageKey = "language";

// The translators installed last, so a second call replaces them.
std::vector<QTranslator *> &installed()
{
    static std::vector<QTranslator *> translators;
    return translators;
}
} // namespace

QString languageSetting()
{
    return QSettings().value(kLanguageKey).toString();
}

void setLanguageSetting(const QString &language)
{
    QSettings().setValue(kLanguageKey, language);
}

QString installTranslations(QCoreApplication &app, const QString &language)
{
    for (QTranslator *translator : installed()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    installed().clear();
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    // Numbers follow the language the window speaks (report/numbertext.h).
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    if (locale.language() == QLocale::English || locale.language() == QLocale::C) {
        // English, the source language, needs only its plural forms ("3 GPUs").
        auto *plurals = new QTranslator(&app);
        if (plurals->load("dlrig_en", ":/i18n")) {
            QCoreApplication::installTranslator(plurals);
            installed().push_back(plurals);
        } else {
            delete plurals;
        }
        return "en";
    }
    auto *dlrig = new QTranslator(&app);
    // ":/i18n" is where qt_add_translations puts the compiled .qm files.
    if (!dlrig->load(locale, "dlrig", "_", ":/i18n")) {
        delete dlrig;
        return "en";
    }
    QLocale::setDefault(locale);
    QCoreApplication::installTranslator(dlrig);
    installed().push_back(dlrig);
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, "qtbase", "_", QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        installed().push_back(qt);
    } else {
        delete qt; // Qt's own strings stay English without qt6-translations-l10n
    }
    return locale.name();
}

} // namespace dlrig::ui
