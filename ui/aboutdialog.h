#pragma once

#include <QString>

class QWidget;

namespace dlrig::catalog {
class Catalog;
}

namespace dlrig::ui {

// Help → About: the version and build date, the Qt it runs on, the licence,
// and where the numbers come from (catalog, exchange rates, model library,
// the accuracy table).
QString aboutText(const catalog::Catalog &catalog);
void showAbout(QWidget *parent, const catalog::Catalog &catalog);

} // namespace dlrig::ui
