#pragma once

#include <QString>

class QCoreApplication;

namespace dlrig::ui {

// The user's language: "" follows the system locale, or "en", "zh_CN".
QString languageSetting();
void setLanguageSetting(const QString &language);

// Installs dlrig's translation (built from resources/translations/*.ts and
// compiled in) and Qt's own (standard buttons) for `language`, "" meaning the
// system locale. Returns the language now in use: "en" when no translation
// applies. A second call replaces the first's translators. Call before any
// window is made: windows read their strings once.
QString installTranslations(QCoreApplication &app, const QString &language);

} // namespace dlrig::ui
