#pragma once

#include <QString>
#include <QWidget>

#include <memory>

class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace dlrig::catalog {
class Catalog;
}

namespace dlrig::ui {

// Settings → Preferences → Catalog: this computer's own catalog, or a lab's
// team server (a postgresql:// URI). Stored in QSettings as "catalog/team";
// empty means this computer. Passwords are never stored: libpq reads them
// from ~/.pgpass or PGPASSWORD.
QString teamLocationSetting();
void setTeamLocationSetting(const QString &location);

struct OpenedCatalog {
    std::unique_ptr<catalog::Catalog> catalog;
    QString notice; // for the status bar: why it is not the configured one, or is read-only
};
// The catalog the settings name: the team server's (waiting at most a few
// seconds for it, then its last copy read-only), else the user's own. A
// team server that cannot be used and has no copy yet falls back to the
// user's own catalog and says so. Throws what opening the user's own throws.
OpenedCatalog openConfiguredCatalog();

class CatalogSettingsPage : public QWidget {
    Q_OBJECT

public:
    explicit CatalogSettingsPage(const QString &teamLocation, QWidget *parent = nullptr);
    // Empty for this computer.
    QString teamLocation() const;
    // Why the choice cannot be kept as it stands, empty when it can.
    QString problem() const;
    // Connects to the team server and says what it found (or why not).
    void testConnection();

    QRadioButton *localButton() const { return m_local; }
    QRadioButton *teamButton() const { return m_team; }
    QLineEdit *uriEdit() const { return m_uri; }
    QPushButton *testButton() const { return m_test; }
    QLabel *testResult() const { return m_result; }

signals:
    void changed();

private:
    QRadioButton *m_local;
    QRadioButton *m_team;
    QLineEdit *m_uri;
    QPushButton *m_test;
    QLabel *m_result;
};

} // namespace dlrig::ui
