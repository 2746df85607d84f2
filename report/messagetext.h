#pragma once

#include "core/base/message.h"

#include <QString>

namespace dlrig::report {

// Core's message in the language of the installed translations: the template
// is looked up under its id (the context lupdate gave it), numbers take the
// locale's digits and grouping, and translated words (category names, "air")
// are looked up under "term". With no translation it reads as english().
QString messageText(const core::Message &message);
QString termText(const core::MessageText &term);

} // namespace dlrig::report
