// GoogleTest for widgets: one QApplication on the offscreen platform.
#include <QApplication>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <gtest/gtest.h>

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // ctest runs each test in its own process, several at once: each gets its own
    // home, so one test's QSettings (under ~/.qttest in test mode) cannot change
    // under another's feet.
    QTemporaryDir home;
    if (!home.isValid())
        return 2;
    qputenv("HOME", home.path().toLocal8Bit());
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("dlrig-tests");
    QApplication app(argc, argv);
    // A dialog no test expected (an error box) would wait for a click forever:
    // close it and fail the running test with its text instead.
    QTimer closeUnexpectedDialogs;
    QObject::connect(&closeUnexpectedDialogs, &QTimer::timeout, [] {
        if (QWidget *modal = QApplication::activeModalWidget()) {
            const auto *box = qobject_cast<QMessageBox *>(modal);
            ADD_FAILURE() << "unexpected dialog: " << (box ? box->text() : modal->windowTitle()).toStdString();
            modal->close();
        }
    });
    closeUnexpectedDialogs.start(200);
    testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
