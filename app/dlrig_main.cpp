#include "catalog/catalog.h"
#include "catalog/catalogfile.h"
#include "report/messagetext.h"
#include "ui/mainwindow.h"
#include "ui/settings/catalogsettings.h"
#include "ui/settings/language.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QMessageBox>
#include <QStatusBar>
#include <QTimer>

#include <cstring>

namespace {

void describeApplication()
{
    QCoreApplication::setOrganizationName("dlrig");
    QCoreApplication::setApplicationName("dlrig");
    QCoreApplication::setApplicationVersion(DLRIG_VERSION);
}

// --version and --help answer without a window, so they work with no display.
bool asksForInformation(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        for (const char *option : {"--version", "-v", "--help", "-h"}) {
            if (std::strcmp(argv[i], option) == 0)
                return true;
        }
    }
    return false;
}

int printInformation(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    describeApplication();
    QCommandLineParser parser;
    parser.setApplicationDescription("Configure, price and validate deep-learning workstations.");
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument("file",
                                 "A build file (.dlrig) to open, or a report of dlrig-cli cluster check --json "
                                 "(.json) to show on the Benchmark tab's Cluster page.",
                                 "[file]");
    parser.process(app); // prints and exits for --version and --help
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    if (asksForInformation(argc, argv))
        return printInformation(argc, argv);
    QApplication app(argc, argv);
    describeApplication();
    QIcon icon;
    for (int size : {16, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/dlrig-%1.png").arg(size), QSize(size, size));
    app.setWindowIcon(icon);
    QGuiApplication::setDesktopFileName("org.dlrig.dlrig");
    dlrig::ui::installTranslations(app, dlrig::ui::languageSetting());
    try {
        // This computer's catalog or the lab's team server (Settings → Catalog).
        dlrig::ui::OpenedCatalog opened = dlrig::ui::openConfiguredCatalog();
        // On the heap: Settings → Language replaces the window with a new one.
        auto *window = new dlrig::ui::MainWindow(*opened.catalog);
        window->adoptCatalog(std::move(opened.catalog));
        window->setAttribute(Qt::WA_DeleteOnClose);
        if (!opened.notice.isEmpty())
            window->statusBar()->showMessage(opened.notice);
        window->show();
        const QStringList args = QApplication::arguments();
        // A build file, or a cluster check's JSON report (dlrig-cli cluster check --json).
        if (args.size() > 1 && args.at(1).endsWith(".json", Qt::CaseInsensitive))
            window->openClusterReport(args.at(1));
        else if (args.size() > 1)
            window->openBuild(args.at(1));
        // For tests/bench/gui_startup.sh: leave as soon as the first window is up.
        if (qEnvironmentVariableIsSet("DLRIG_QUIT_AFTER_SHOW"))
            QTimer::singleShot(0, &app, &QCoreApplication::quit);
        return QApplication::exec();
    } catch (const std::exception &error) {
        QMessageBox::critical(nullptr, QObject::tr("dlrig cannot start"), dlrig::report::errorText(error));
        return 1;
    }
}
