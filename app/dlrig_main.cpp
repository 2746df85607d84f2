#include "catalog/catalog.h"
#include "catalog/catalogfile.h"
#include "ui/language.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QMessageBox>
#include <QTimer>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName("dlrig");
    QApplication::setApplicationName("dlrig");
    QApplication::setApplicationVersion(DLRIG_VERSION);
    dlrig::ui::installTranslations(app, dlrig::ui::languageSetting());
    try {
        auto catalog = dlrig::catalog::Catalog::openOrCreate(dlrig::catalog::userCatalogPath(),
                                                             dlrig::catalog::shippedCatalogPath());
        // On the heap: Settings → Language replaces the window with a new one.
        auto *window = new dlrig::ui::MainWindow(catalog);
        window->setAttribute(Qt::WA_DeleteOnClose);
        window->show();
        const QStringList args = QApplication::arguments();
        if (args.size() > 1)
            window->openBuild(args.at(1));
        // For tests/bench/gui_startup.sh: leave as soon as the first window is up.
        if (qEnvironmentVariableIsSet("DLRIG_QUIT_AFTER_SHOW"))
            QTimer::singleShot(0, &app, &QCoreApplication::quit);
        return QApplication::exec();
    } catch (const std::exception &error) {
        QMessageBox::critical(nullptr, QObject::tr("dlrig cannot start"), QString::fromStdString(error.what()));
        return 1;
    }
}
