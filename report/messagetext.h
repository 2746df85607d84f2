#pragma once

#include "core/base/message.h"

#include <QString>

#include <exception>

namespace dlrig::report {

// Core's message in the language of the installed translations: the template
// is looked up under its id (the context lupdate gave it), numbers take the
// locale's digits and grouping, and translated words (category names, "air")
// are looked up under "term". With no translation it reads as english().
QString messageText(const core::Message &message);
QString termText(const core::MessageText &term);
// What a person reads of a failure: a core::InputError's message in this
// language, its option names restated as the error asks; else what().
QString errorText(const std::exception &error);
// errorText for a window: the options core names (--tp 3 …) are said as the
// wizard's rows that set them (Tensor-parallel degree 3 …).
QString errorTextInWindow(const std::exception &error);

// For programs with no QCoreApplication (dlrig-cli): loads dlrig's compiled-in
// translation for `language` ("zh_CN", "zh_CN.UTF-8", "zh") and has
// messageText use it. False, and English stays, for English or a language
// dlrig has no translation for.
bool useMessageLanguage(const QString &language);
// Installs the translator useMessageLanguage loaded (English's plural forms
// too) into the application created since (ensureGuiApplication).
void installMessageTranslator();

} // namespace dlrig::report
