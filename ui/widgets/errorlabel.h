#pragma once

#include <QString>

class QLabel;

namespace dlrig::ui {

// The one look of "what is wrong with this input" in every form: white on
// red, word-wrapped, hidden while there is nothing to say.
QLabel *makeErrorLabel();
// Shows `problem`, or hides the label when it is empty.
void showError(QLabel *label, const QString &problem);

} // namespace dlrig::ui
