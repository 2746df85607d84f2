#pragma once

#include <QIcon>
#include <QMainWindow>
#include <QStyle>
#include <QStringList>

class QAction;
class QComboBox;
class QLabel;
class QMenu;
class QThread;
class QTimer;
class QUndoGroup;
class QUndoStack;
class QLineEdit;
class QTabWidget;
class QTableView;
class QTextBrowser;

#include <memory>
#include <string>

namespace dlrig::catalog {
class Catalog;
}
namespace dlrig::core {
struct Assumptions;
struct Part;
} // namespace dlrig::core

namespace dlrig::ui {

class BenchmarkView;
class BomView;
class BuildDocument;
class BuildWizard;
struct CostInputs;
class BuildView;
class CatalogFilterProxy;
class CompareView;
class CatalogTableModel;

// The main window: the build wizard, a Build view (parts, analysis, the
// barrel), a Catalog browser over the user's catalog, and Compare.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(catalog::Catalog &catalog, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens and analyses a .dlrig file; returns false after showing why not.
    // Neither asks about unsaved changes: the menu actions do that first.
    bool openBuild(const QString &path);
    // Shows a report of dlrig-cli cluster check --json on the Benchmark tab's
    // Cluster page; returns false after showing why not.
    bool openClusterReport(const QString &path);
    // Settings → Language, applied now: a new window in that language takes
    // over the open build; this one is deleted. Returns the new window. Make
    // windows with `new` when this can be called.
    MainWindow *switchLanguage(const QString &language);
    // The window keeps `catalog` (the one it was made with) alive from now on,
    // and hands it on to the window that replaces it.
    void adoptCatalog(std::unique_ptr<catalog::Catalog> catalog);
    // Settings → Catalog, applied now: a new window on `catalog` takes over the
    // open build and the compared builds; `notice` goes to its status bar.
    MainWindow *switchCatalog(std::unique_ptr<catalog::Catalog> catalog, const QString &notice);
    // A team catalog: asks the server whether it still answers (the copy turns
    // read-only when not) or, while it is away, waits for it in a worker thread
    // and takes changes again when it is back. A timer calls it every 30 s.
    void checkTeamServer();
    // Whether checkTeamServer() is still waiting for the server.
    bool waitingForTeamServer() const { return m_teamProbe != nullptr; }
    QLabel *teamStatusLabel() const { return m_teamStatus; }
    // Opens the build the wizard finished with as a new unsaved document
    // (after asking about unsaved changes); false when the user cancels.
    bool openWizardBuild();
    bool saveBuildAs(const QString &path);
    // Adds the part selected in the catalog table to the build.
    void addSelectedPartToBuild();
    // The analysis' assumptions (Settings → Preferences); saved, and the build analysed again.
    void setAssumptions(const core::Assumptions &assumptions);
    const core::Assumptions &assumptions() const { return *m_assumptions; }

    // Edit → Costs and use: the open build's currency, tariff, utilisation,
    // years and PUE, as one undoable edit; false after showing why not.
    bool setCosts(const CostInputs &inputs);
    // Catalog edits. A price is undoable (Edit → Undo while the Catalog tab
    // is shown); an import is all or nothing. Each returns false after
    // showing why not.
    bool setPartPrice(const QString &partId, const QString &amount, const QString &currency, const QString &date);
    bool importPartsFile(const QString &path);
    // A part of the user's own (undoable); the id must be new.
    bool addOwnPart(const core::Part &part);
    bool exportPartsFile(const QString &path);
    QUndoStack *catalogUndoStack() const { return m_catalogUndo; }
    CatalogTableModel *catalogModel() const { return m_model; }

    // Compare: the open build, or a build file, as another column.
    bool addOpenBuildToCompare();
    bool addFileToCompare(const QString &path);

    BuildDocument *document() const { return m_document; }
    CompareView *compareView() const { return m_compare; }
    BuildView *buildView() const { return m_buildView; }
    BuildWizard *wizard() const { return m_wizard; }
    BomView *bomView() const { return m_bomView; }
    BenchmarkView *benchmarkView() const { return m_benchmark; }
    QTabWidget *tabs() const { return m_tabs; }
    QStringList recentFiles() const;
    CatalogFilterProxy *catalogProxy() const { return m_proxy; }
    QLineEdit *searchBox() const { return m_search; }

    // What Save as proposes: the file, or the build's name in the last folder used.
    QString proposedFileName() const;

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    QIcon themeIcon(const char *name, QStyle::StandardPixmap fallback) const;
    QWidget *makeCatalogTab();
    void makeMenus();
    // Analyses the document again and shows the result (every edit comes here).
    void refresh();
    void updateTitle();
    // Unsaved changes: asks to save, discard or cancel; false on cancel.
    bool maybeSave();
    bool save();
    bool saveAsDialog();
    // File → New build: the wizard, from its first page.
    void startWizard();
    void openDialog();
    void preferencesDialog();
    void costsDialog();
    void priceDialog();
    void addPartDialog();
    void importDialog();
    void exportDialog();
    // Reloads the catalog table and the part pickers after an import.
    void reloadCatalog();
    // After a price edit or its undo: the row, and the open build's analysis.
    void partChanged(const std::string &partId);
    void rememberRecent(const QString &path);
    void updateRecentMenu();
    void applyFilter();
    void showPart(const QModelIndex &index);
    // A language or catalog switch: `fresh` takes over the open build, the
    // compared builds, the shown tab and the geometry; this window goes.
    MainWindow *handOver(MainWindow *fresh);
    // The status bar's team line: server, role and whether it answers.
    void updateTeamStatus();

    catalog::Catalog &m_catalog;
    BuildDocument *m_document;
    QUndoStack *m_catalogUndo;
    QUndoGroup *m_undoGroup;
    std::unique_ptr<core::Assumptions> m_assumptions;
    QMenu *m_recentMenu = nullptr;
    QAction *m_addToBuild = nullptr;
    QTabWidget *m_tabs;
    BuildWizard *m_wizard;
    BuildView *m_buildView;
    CompareView *m_compare;
    BomView *m_bomView;
    BenchmarkView *m_benchmark;
    CatalogTableModel *m_model;
    CatalogFilterProxy *m_proxy;
    QLineEdit *m_search = nullptr;
    QComboBox *m_category = nullptr;
    QTableView *m_table = nullptr;
    QTextBrowser *m_details = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    std::unique_ptr<catalog::Catalog> m_ownedCatalog;
    QLabel *m_teamStatus = nullptr;
    QTimer *m_teamTimer = nullptr;
    QThread *m_teamProbe = nullptr;
};

} // namespace dlrig::ui
