// MainWindow's document handling: new, open, save, recent files, unsaved
// changes, and the analysis after every edit.
#include "ui/mainwindow.h"

#include "catalog/buildresolver.h"
#include "catalog/catalog.h"
#include "core/base/textfile.h"
#include "core/build/analysis.h"
#include "core/build/buildfile.h"
#include "report/messagetext.h"
#include "ui/benchmark/benchmarkview.h"
#include "ui/benchmark/clusterview.h"
#include "ui/bom/bomview.h"
#include "ui/build/builddocument.h"
#include "ui/build/buildview.h"
#include "ui/build/costsdialog.h"
#include "ui/catalog/catalogfilterproxy.h"
#include "ui/catalog/catalogtablemodel.h"
#include "ui/compare/compareview.h"
#include "ui/settings/assumptionsettings.h"
#include "ui/settings/catalogsettings.h"
#include "ui/settings/generalsettings.h"
#include "ui/settings/settingsdialog.h"
#include "ui/wizard/buildwizard.h"

#include <QCloseEvent>
#include <QFileDialog>
#include <QDir>
#include <QRegularExpression>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>

namespace dlrig::ui {

namespace {
constexpr int kMaxRecentFiles = 8;
const char *const kRecentKey = "recentFiles";

core::Analysis analyzeBuild(const catalog::Catalog &catalog, const core::Build &build, const std::string &origin,
                            const core::Assumptions &assumptions)
{
    return core::analyze(catalog::resolveBuild(catalog, build, origin), assumptions, core::ExchangeRates::builtIn(),
                         catalog::cloudOffers(catalog));
}

QString buildName(const core::Build &build, const QString &path)
{
    if (!build.name.empty())
        return QString::fromStdString(build.name);
    return path.isEmpty() ? QObject::tr("Untitled build") : QFileInfo(path).completeBaseName();
}
} // namespace

void MainWindow::refresh()
{
    const core::Build &build = m_document->build();
    const QString name = buildName(build, m_document->path());
    try {
        const std::string origin =
            m_document->path().isEmpty() ? tr("the build").toStdString() : m_document->path().toStdString();
        const core::ResolvedBuild resolved = catalog::resolveBuild(m_catalog, build, origin);
        const core::Analysis analysis =
            core::analyze(resolved, *m_assumptions, core::ExchangeRates::builtIn(), catalog::cloudOffers(m_catalog));
        m_buildView->show(name, resolved, analysis);
        m_bomView->setBuild(name, resolved, analysis);
        m_benchmark->setOpenBuild(name, &resolved);
    } catch (const std::exception &error) {
        m_benchmark->setOpenBuild(name, nullptr);
        m_buildView->showProblem(name, report::errorTextInWindow(error));
        m_bomView->clearBuild(report::errorTextInWindow(error));
    }
}

bool MainWindow::addOpenBuildToCompare()
{
    const core::Build &build = m_document->build();
    if (build.items.empty()) {
        statusBar()->showMessage(tr("Open or make a build first"), 5000);
        return false;
    }
    try {
        const core::Analysis analysis = analyzeBuild(m_catalog, build, "the build", *m_assumptions);
        return m_compare->addBuild(buildName(build, m_document->path()),
                                   catalog::resolveBuild(m_catalog, build, "the build"), analysis);
    } catch (const std::exception &error) {
        QMessageBox::warning(this, tr("Cannot compare the build"), report::errorText(error));
        return false;
    }
}

bool MainWindow::addFileToCompare(const QString &path)
{
    try {
        const std::string file = path.toStdString();
        const core::Build build = core::buildFromJson(core::readTextFile(file), file);
        const core::Analysis analysis = analyzeBuild(m_catalog, build, file, *m_assumptions);
        return m_compare->addBuild(buildName(build, path), catalog::resolveBuild(m_catalog, build, file), analysis);
    } catch (const std::exception &error) {
        QMessageBox::warning(this, tr("Cannot compare the build"), report::errorText(error));
        return false;
    }
}

void MainWindow::updateTitle()
{
    const QString path = m_document->path();
    setWindowFilePath(path);
    setWindowTitle(
        tr("%1[*] — dlrig").arg(path.isEmpty() ? buildName(m_document->build(), path) : QFileInfo(path).fileName()));
    setWindowModified(m_document->isModified());
}

bool MainWindow::openBuild(const QString &path)
{
    // What went wrong in the user's language; the reader's exact words (the
    // line and field, in English as the command line writes them) below it.
    QString why = tr("The file %1 cannot be read: it does not exist, is not a regular file, or is larger than "
                     "64 MiB.")
                      .arg(path);
    try {
        const std::string file = path.toStdString();
        const std::string text = core::readTextFile(file);
        why = tr("%1 is not a dlrig build file, or one of its fields is wrong.").arg(path);
        const core::Build build = core::buildFromJson(text, file);
        why = tr("%1 names a part this catalog does not have.").arg(path);
        catalog::resolveBuild(m_catalog, build, file); // every part must exist before anything changes
        m_document->reset(build, path);
        m_tabs->setCurrentWidget(m_buildView);
        rememberRecent(path);
        statusBar()->showMessage(tr("Opened %1").arg(path), 5000);
        return true;
    } catch (const std::exception &error) {
        QMessageBox box(QMessageBox::Warning, tr("Cannot open the build"), why, QMessageBox::Ok, this);
        box.setObjectName("openBuildError");
        box.setInformativeText(tr("Details: %1").arg(report::errorText(error)));
        box.exec();
        return false;
    }
}

bool MainWindow::openClusterReport(const QString &path)
{
    m_tabs->setCurrentWidget(m_benchmark);
    m_benchmark->showClusterPage();
    return m_benchmark->clusterView()->openReportOrSay(path);
}

bool MainWindow::openWizardBuild()
{
    m_wizard->show(); // a finished QWizard hides itself; it stays the first tab
    if (!maybeSave())
        return false;
    const core::Build build = m_wizard->build();
    m_document->reset(build, QString(), true);
    m_tabs->setCurrentWidget(m_buildView);
    m_wizard->restart();
    statusBar()->showMessage(tr("New build “%1”: save it with File → Save").arg(QString::fromStdString(build.name)),
                             5000);
    return true;
}

bool MainWindow::saveBuildAs(const QString &path)
{
    try {
        m_document->saveAs(path);
        rememberRecent(path);
        QSettings().setValue("build/folder", QFileInfo(path).absolutePath());
        statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
        return true;
    } catch (const std::exception &error) {
        QMessageBox::warning(this, tr("Cannot save the build"), report::errorText(error));
        return false;
    }
}

bool MainWindow::save()
{
    return m_document->path().isEmpty() ? saveAsDialog() : saveBuildAs(m_document->path());
}

// A file name from the build's name, without the characters file systems refuse.
QString MainWindow::proposedFileName() const
{
    if (!m_document->path().isEmpty())
        return m_document->path();
    QString name = QString::fromStdString(m_document->build().name).trimmed();
    static const QRegularExpression refused(QStringLiteral("[/\\\\:*?\"<>|]+"));
    name.replace(refused, "-");
    if (name.isEmpty())
        name = tr("build");
    const QString folder = QSettings().value("build/folder", QDir::homePath()).toString();
    return QDir(folder).filePath(name + ".dlrig");
}

bool MainWindow::saveAsDialog()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save build"), proposedFileName(), tr("dlrig builds (*.dlrig)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += ".dlrig";
    return saveBuildAs(path);
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"),
        tr("“%1” has unsaved changes. Save them?").arg(buildName(m_document->build(), m_document->path())),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::startWizard()
{
    m_wizard->restart();
    m_wizard->show();
    m_tabs->setCurrentWidget(m_wizard);
}

void MainWindow::openDialog()
{
    if (!maybeSave())
        return;
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open build"), QString(), tr("dlrig builds (*.dlrig);;All files (*)"));
    if (!path.isEmpty())
        openBuild(path);
}

void MainWindow::setAssumptions(const core::Assumptions &assumptions)
{
    *m_assumptions = assumptions;
    m_wizard->setAssumptions(assumptions);
    saveAssumptions(assumptions);
    refresh();
}

void MainWindow::preferencesDialog()
{
    SettingsDialog dialog(assumptionsToMap(*m_assumptions), loadGeneralSettings(), this, teamLocationSetting());
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (dialog.teamLocation() != teamLocationSetting()) {
        setTeamLocationSetting(dialog.teamLocation());
        try {
            OpenedCatalog opened = openConfiguredCatalog();
            switchCatalog(std::move(opened.catalog), opened.notice);
        } catch (const std::exception &error) {
            QMessageBox::warning(this, tr("Preferences"), report::errorText(error));
        }
    }
    saveGeneralSettings(dialog.general());
    applyGeneralSettings(dialog.general());
    m_model->setStaleAfterMonths(dialog.general().staleAfterMonths);
    try {
        setAssumptions(assumptionsFromMap(dialog.values()));
    } catch (const std::exception &error) { // the spin boxes keep values in range; this is a safety net
        QMessageBox::warning(this, tr("Preferences"), report::errorText(error));
    }
}

bool MainWindow::setCosts(const CostInputs &inputs)
{
    try {
        core::Scenario scenario = m_document->build().scenario;
        scenario.currency = core::Currency::fromCode(inputs.currency.toStdString());
        if (!core::ExchangeRates::builtIn().knows(scenario.currency)) {
            QMessageBox::warning(
                this, tr("Costs and use"),
                tr("dlrig has no exchange rate for %1: choose another currency.").arg(inputs.currency));
            return false;
        }
        scenario.electricityPerKwh = core::Money::parse(
            inputs.electricityAmount.toStdString(), core::Currency::fromCode(inputs.electricityCurrency.toStdString()));
        scenario.utilisation = inputs.utilisationPercent / 100;
        scenario.years = inputs.years;
        scenario.pue = inputs.pue;
        if (scenario.budget) // the budget follows the build's currency
            scenario.budget = core::ExchangeRates::builtIn().convert(*scenario.budget, scenario.currency);
        m_document->setScenario(scenario);
        return true;
    } catch (const std::exception &error) {
        QMessageBox::warning(this, tr("Costs and use"), report::errorText(error));
        return false;
    }
}

void MainWindow::costsDialog()
{
    const core::Scenario &s = m_document->build().scenario;
    CostsDialog dialog({QString::fromStdString(std::string(s.currency.code())),
                        QString::fromStdString(s.electricityPerKwh.amountText()),
                        QString::fromStdString(std::string(s.electricityPerKwh.currency().code())), s.utilisation * 100,
                        s.years, s.pue},
                       this);
    if (dialog.exec() == QDialog::Accepted)
        setCosts(dialog.inputs());
}

void MainWindow::addSelectedPartToBuild()
{
    const QModelIndex index = m_table->currentIndex();
    if (!index.isValid()) {
        statusBar()->showMessage(tr("Select a part in the Catalog tab first"), 5000);
        return;
    }
    const core::Part &part = m_model->part(m_proxy->mapToSource(index).row());
    m_document->addPart(QString::fromStdString(part.id));
    statusBar()->showMessage(tr("Added %1 to the build").arg(QString::fromStdString(part.id)), 5000);
}

QStringList MainWindow::recentFiles() const
{
    return QSettings().value(kRecentKey).toStringList();
}

void MainWindow::rememberRecent(const QString &path)
{
    QStringList files = recentFiles();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    QSettings().setValue(kRecentKey, files);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction *action = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()),
                                                  this, [this, path] {
                                                      if (maybeSave())
                                                          openBuild(path);
                                                  });
        action->setToolTip(path);
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue("mainWindow/geometry", saveGeometry());
    settings.setValue("mainWindow/tab", m_tabs->currentIndex());
    event->accept();
}

} // namespace dlrig::ui
