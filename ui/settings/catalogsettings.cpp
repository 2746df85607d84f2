#include "ui/settings/catalogsettings.h"

#include "catalog/catalog.h"
#include "catalog/catalogfile.h"
#include "catalog/server/teamserver.h"
#include "report/messagetext.h"

#include <QApplication>
#include <QButtonGroup>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QVBoxLayout>

#include <chrono>

namespace dlrig::ui {

namespace {

constexpr const char *kTeamKey = "catalog/team";
// How long the window waits for the team server at start and in a test.
constexpr std::chrono::seconds kStartTimeout{3};

QString qstring(const std::string &text)
{
    return QString::fromStdString(text);
}

} // namespace

QString teamLocationSetting()
{
    return QSettings().value(kTeamKey).toString().trimmed();
}

void setTeamLocationSetting(const QString &location)
{
    if (location.trimmed().isEmpty())
        QSettings().remove(kTeamKey);
    else
        QSettings().setValue(kTeamKey, location.trimmed());
}

OpenedCatalog openConfiguredCatalog()
{
    OpenedCatalog opened;
    const QString team = teamLocationSetting();
    if (!team.isEmpty() && catalog::isServerLocation(team.toStdString())) {
        try {
            opened.catalog =
                std::make_unique<catalog::Catalog>(catalog::Catalog::openTeam(team.toStdString(), {}, kStartTimeout));
            if (!opened.catalog->teamOffline().empty()) // the reason is the team line's tooltip
                opened.notice = QCoreApplication::translate("dlrig::ui::CatalogSettingsPage",
                                                            "The team server did not answer: the catalog is the "
                                                            "local copy, read-only, until it is back (checked every "
                                                            "30 s).");
            return opened;
        } catch (const std::exception &error) {
            // No server and no copy yet (or a copy that cannot be read): this
            // computer's catalog rather than none.
            opened.notice = QCoreApplication::translate("dlrig::ui::CatalogSettingsPage",
                                                        "The team server cannot be used (%1); this computer's "
                                                        "catalog is shown instead.")
                                .arg(report::errorText(error));
        }
    }
    opened.catalog = std::make_unique<catalog::Catalog>(
        catalog::Catalog::openOrCreate(catalog::userCatalogPath(), catalog::shippedCatalogPath()));
    return opened;
}

CatalogSettingsPage::CatalogSettingsPage(const QString &teamLocation, QWidget *parent)
    : QWidget(parent), m_local(new QRadioButton(tr("&This computer"))), m_team(new QRadioButton(tr("T&eam server"))),
      m_uri(new QLineEdit), m_test(new QPushButton(tr("Test &connection"))), m_result(new QLabel)
{
    m_local->setObjectName("catalogLocal");
    m_team->setObjectName("catalogTeam");
    m_uri->setObjectName("catalogTeamUri");
    m_test->setObjectName("catalogTest");
    m_result->setObjectName("catalogTestResult");
    auto *group = new QButtonGroup(this);
    group->addButton(m_local);
    group->addButton(m_team);
    m_uri->setPlaceholderText(QStringLiteral("postgresql://lab-db.example.org/dlrig?user=alice"));
    m_uri->setAccessibleName(tr("Team server address"));
    m_uri->setText(teamLocation);
    (teamLocation.isEmpty() ? m_local : m_team)->setChecked(true);
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *explanation =
        new QLabel(tr("This computer keeps its own catalog in a file. A lab's team server (PostgreSQL) shares one "
                      "catalog of parts, prices and quotes: what you may change is decided by your role there "
                      "(reader, buyer or admin). Without an answer within a few seconds dlrig shows the last copy "
                      "it fetched, read-only. Keep the password out of the address: libpq reads it from ~/.pgpass "
                      "or PGPASSWORD."));
    explanation->setWordWrap(true);
    auto *uriRow = new QHBoxLayout;
    uriRow->addWidget(m_uri, 1);
    uriRow->addWidget(m_test);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(explanation);
    layout->addWidget(m_local);
    layout->addWidget(m_team);
    layout->addLayout(uriRow);
    layout->addWidget(m_result);
    layout->addStretch(1);

    const auto update = [this] {
        m_uri->setEnabled(m_team->isChecked());
        m_test->setEnabled(m_team->isChecked() && problem().isEmpty());
        m_result->setText(problem());
        emit changed();
    };
    connect(m_local, &QRadioButton::toggled, this, update);
    connect(m_uri, &QLineEdit::textChanged, this, update);
    connect(m_test, &QPushButton::clicked, this, &CatalogSettingsPage::testConnection);
    m_uri->setEnabled(m_team->isChecked());
    m_test->setEnabled(m_team->isChecked() && problem().isEmpty());
}

QString CatalogSettingsPage::teamLocation() const
{
    return m_team->isChecked() ? m_uri->text().trimmed() : QString();
}

QString CatalogSettingsPage::problem() const
{
    if (!m_team->isChecked())
        return {};
    const std::string location = m_uri->text().trimmed().toStdString();
    if (location.empty())
        return tr("Team server: enter its address, e.g. postgresql://lab-db/dlrig");
    if (!catalog::isServerLocation(location))
        return tr("Team server: “%1” is not a postgresql:// address").arg(m_uri->text().trimmed());
    if (!catalog::conninfoParses(location))
        return tr("Team server: libpq cannot read this address; write it as postgresql://HOST/DATABASE, "
                  "optionally with ?user=NAME");
    if (catalog::redactedLocation(location) != location)
        return tr("Team server: keep the password out of the address (dlrig does not store it); put it in "
                  "~/.pgpass");
    return {};
}

void CatalogSettingsPage::testConnection()
{
    QApplication::setOverrideCursor(Qt::WaitCursor);
    try {
        catalog::TeamServer server(m_uri->text().trimmed().toStdString(), kStartTimeout);
        m_result->setText(tr("Connected as %1: %2 parts.").arg(qstring(server.user())).arg(server.partCount()));
    } catch (const std::exception &error) {
        m_result->setText(tr("Not connected: %1").arg(report::errorText(error)));
    }
    QApplication::restoreOverrideCursor();
}

} // namespace dlrig::ui
