#include "ui/widgets/errorlabel.h"

#include <QLabel>

namespace dlrig::ui {

QLabel *makeErrorLabel()
{
    auto *label = new QLabel;
    label->setWordWrap(true);
    label->setStyleSheet("color: white; background: #b3261e; padding: 3px;");
    label->hide();
    return label;
}

void showError(QLabel *label, const QString &problem)
{
    label->setText(problem);
    label->setVisible(!problem.isEmpty());
}

} // namespace dlrig::ui
