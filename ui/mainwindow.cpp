#include "ui/mainwindow.h"

#include "report/speclabels.h"

#include "ui/aboutdialog.h"

#include "core/base/isodate.h"
#include "report/messagetext.h"
#include "report/pricetext.h"
#include "ui/settings/generalsettings.h"

#include "catalog/benchhistory.h"
#include "catalog/catalog.h"
#include "catalog/server/teamserver.h"
#include "core/build/comparison.h"
#include "core/parts/partjson.h"
#include "core/parts/partquery.h"
#include "ui/benchmark/benchmarkview.h"
#include "ui/bom/bomview.h"
#include "ui/build/builddocument.h"
#include "ui/build/buildview.h"
#include "ui/catalog/catalogfilterproxy.h"
#include "ui/catalog/catalogtablemodel.h"
#include "ui/compare/compareview.h"
#include "ui/settings/assumptionsettings.h"
#include "ui/settings/language.h"
#include "ui/widgets/itemdatarole.h"
#include "ui/wizard/buildwizard.h"

#include <QActionGroup>
#include <QApplication>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QThread>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace dlrig::ui {

MainWindow::MainWindow(catalog::Catalog &catalog, QWidget *parent)
    : QMainWindow(parent), m_catalog(catalog), m_document(new BuildDocument(this)), m_catalogUndo(new QUndoStack(this)),
      m_undoGroup(new QUndoGroup(this)), m_assumptions(std::make_unique<core::Assumptions>()), m_tabs(new QTabWidget),
      m_wizard(new BuildWizard(catalog, core::Assumptions{})), m_buildView(new BuildView), m_compare(new CompareView),
      m_bomView(new BomView), m_benchmark(new BenchmarkView(catalog, catalog::BenchHistory::defaultPath())),
      m_model(new CatalogTableModel(this)), m_proxy(new CatalogFilterProxy(this))
{
    setObjectName("mainWindow");
    applyGeneralSettings(loadGeneralSettings());
    m_proxy->setSourceModel(m_model);
    m_wizard->setWindowFlags(Qt::Widget); // a page of the window, not a dialog of its own
    // The tabs go by Ctrl+1…6 (View menu), not Alt+letter: the pages' own
    // fields need the letters, and Alt+letter does one thing per window.
    m_tabs->addTab(m_wizard, tr("Wizard"));
    m_tabs->addTab(m_buildView, tr("Build"));
    m_tabs->addTab(makeCatalogTab(), tr("Catalog"));
    m_tabs->addTab(m_compare, tr("Compare"));
    m_tabs->addTab(m_bomView, tr("BOM"));
    m_tabs->addTab(m_benchmark, tr("Benchmark"));
    setCentralWidget(m_tabs);
    makeMenus();

    reloadCatalog();
    m_undoGroup->addStack(m_document->undoStack());
    m_undoGroup->addStack(m_catalogUndo);
    m_undoGroup->setActiveStack(m_document->undoStack());
    // Edit → Undo undoes what the shown tab edits: the catalog or the build.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int) {
        m_undoGroup->setActiveStack(m_tabs->currentWidget()->isAncestorOf(m_table) ? m_catalogUndo
                                                                                   : m_document->undoStack());
    });
    connect(m_document, &BuildDocument::changed, this, &MainWindow::refresh);
    // Exports say in the status bar what they wrote where.
    const auto status = [this](const QString &message) { statusBar()->showMessage(message, 8000); };
    connect(m_bomView, &BomView::exported, this, status);
    connect(m_benchmark, &BenchmarkView::exported, this, status);
    // Undo texts name parts as people do, not by catalog id.
    m_document->setPartNamer([this](const std::string &id) {
        const std::optional<core::Part> part = m_catalog.find(id);
        return part ? QString::fromStdString(part->vendor + " " + part->model) : QString::fromStdString(id);
    });
    connect(m_document, &BuildDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &BuildDocument::pathChanged, this, &MainWindow::updateTitle);
    connect(m_buildView, &BuildView::quantityEdited, m_document, &BuildDocument::setQuantity);
    connect(m_buildView, &BuildView::partChosen, m_document, &BuildDocument::replacePart);
    connect(m_buildView, &BuildView::removeRequested, m_document, &BuildDocument::removePart);
    connect(m_wizard, &QWizard::accepted, this, &MainWindow::openWizardBuild);
    connect(m_wizard, &QWizard::rejected, this, &MainWindow::startWizard); // "Start over"
    connect(m_compare, &CompareView::addOpenBuildRequested, this, &MainWindow::addOpenBuildToCompare);
    connect(m_compare, &CompareView::addFileRequested, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Compare a build"), QString(),
                                                          tr("dlrig builds (*.dlrig);;All files (*)"));
        if (!path.isEmpty())
            addFileToCompare(path);
    });
    updateTitle();

    statusBar()->showMessage(
        tr("%1 parts in %2")
            .arg(m_model->rowCount())
            .arg(QString::fromStdString(m_catalog.isTeam() ? m_catalog.teamLocation() : m_catalog.path().string())));
    updateTeamStatus();
    if (m_catalog.isTeam()) {
        m_bomView->setQuoteIssuer(
            [this](const std::string &title, const std::function<std::string(std::int64_t)> &bomFor) {
                catalog::TeamServer *server = m_catalog.teamServer();
                if (!server)
                    throw catalog::ServerError(catalog::ServerError::Kind::Unreachable,
                                               m_catalog.teamOfflineMessage().value_or(core::Message{}));
                return server->issueQuote(title, bomFor);
            });
    }
    QStringList problems;
    *m_assumptions = loadAssumptions(&problems);
    m_wizard->setAssumptions(*m_assumptions);
    if (!problems.isEmpty())
        statusBar()->showMessage(tr("Preferences: %1 (the default is used)").arg(problems.join("; ")));

    QSettings settings;
    restoreGeometry(settings.value("mainWindow/geometry").toByteArray());
    m_tabs->setCurrentIndex(settings.value("mainWindow/tab", 0).toInt());
    if (!settings.contains("mainWindow/geometry")) {
        // 1360 × 820, or the screen's free area where that is smaller (a 1024 × 768 laptop).
        const QRect free = screen() ? screen()->availableGeometry() : QRect(0, 0, 1360, 820);
        resize(std::min(1360, free.width()), std::min(820, free.height()));
    }
}

MainWindow::~MainWindow()
{
    if (m_teamProbe) // it reads the catalog's location
        m_teamProbe->wait();
}

// Qt widgets read their strings once, so a new language means a new window:
// it takes over the open build (path, unsaved state), the compared builds, the
// wizard's run (walked again to the same page with the same picks), the shown
// tab and the geometry, and this one goes. The build's undo history starts over.
MainWindow *MainWindow::switchLanguage(const QString &language)
{
    setLanguageSetting(language);
    installTranslations(*QCoreApplication::instance(), language);
    auto *fresh = new MainWindow(m_catalog);
    if (m_ownedCatalog)
        fresh->adoptCatalog(std::move(m_ownedCatalog));
    fresh->m_wizard->restoreRunState(m_wizard->runState());
    return handOver(fresh);
}

MainWindow *MainWindow::handOver(MainWindow *fresh)
{
    fresh->setAttribute(Qt::WA_DeleteOnClose);
    fresh->m_document->reset(m_document->build(), m_document->path(), m_document->isModified());
    fresh->m_compare->setBuilds(m_compare->builds());
    fresh->m_bomView->restoreFormState(m_bomView->formState()); // typed, not yet exported
    fresh->m_tabs->setCurrentIndex(m_tabs->currentIndex());
    fresh->restoreGeometry(saveGeometry());
    fresh->show();
    hide();
    deleteLater();
    return fresh;
}

// The desktop's icon, else Adwaita's (a session without a desktop, such as
// Xvfb, has no theme, and Adwaita 43 ships only "-symbolic" action icons),
// else the style's. Without this, Undo was a back arrow and New looked disabled.
QIcon MainWindow::themeIcon(const char *name, QStyle::StandardPixmap fallback) const
{
    if (QIcon::themeName().isEmpty() || QIcon::themeName() == QLatin1String("hicolor")) {
        // No platform theme (offscreen, a bare X server) searches only ":/icons".
        QStringList paths = QIcon::themeSearchPaths();
        for (const QString &dir :
             QStandardPaths::locateAll(QStandardPaths::GenericDataLocation, "icons", QStandardPaths::LocateDirectory))
            if (!paths.contains(dir))
                paths << dir;
        QIcon::setThemeSearchPaths(paths);
        QIcon::setThemeName(QStringLiteral("Adwaita"));
    } else if (QIcon::fallbackThemeName().isEmpty() || QIcon::fallbackThemeName() == QLatin1String("hicolor")) {
        QIcon::setFallbackThemeName(QStringLiteral("Adwaita"));
    }
    const QString icon = QString::fromLatin1(name);
    for (const QString &candidate : {icon, icon + QStringLiteral("-symbolic")}) {
        const QIcon themed = QIcon::fromTheme(candidate);
        if (!themed.availableSizes().isEmpty())
            return themed;
    }
    return style()->standardIcon(fallback);
}

void MainWindow::makeMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    m_newAction = file->addAction(themeIcon("document-new", QStyle::SP_FileIcon), tr("&New build…"), QKeySequence::New,
                                  this, &MainWindow::startWizard);
    m_openAction = file->addAction(themeIcon("document-open", QStyle::SP_DialogOpenButton), tr("&Open build…"),
                                   QKeySequence::Open, this, &MainWindow::openDialog);
    m_recentMenu = file->addMenu(tr("Open &recent"));
    updateRecentMenu();
    file->addSeparator();
    m_saveAction = file->addAction(themeIcon("document-save", QStyle::SP_DialogSaveButton), tr("&Save"),
                                   QKeySequence::Save, this, &MainWindow::save);
    file->addAction(themeIcon("document-save-as", QStyle::SP_DialogSaveButton), tr("Save &as…"),
                    QKeySequence::SaveAs, this, &MainWindow::saveAsDialog);
    file->addSeparator();
    file->addAction(themeIcon("application-exit", QStyle::SP_DialogCloseButton), tr("&Quit"), QKeySequence::Quit,
                    this, &QWidget::close);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_undoGroup->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setIcon(themeIcon("edit-undo", QStyle::SP_ArrowBack));
    QAction *redo = m_undoGroup->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setIcon(themeIcon("edit-redo", QStyle::SP_ArrowForward));
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(tr("&Costs and use…"), this, &MainWindow::costsDialog);
    m_addToBuild = edit->addAction(tr("A&dd selected part to build"), QKeySequence(tr("Ctrl+D")), this,
                                   &MainWindow::addSelectedPartToBuild);

    // Each tab by Ctrl+1…6, named in the menu so that people find the keys.
    QMenu *view = menuBar()->addMenu(tr("&View"));
    for (int tab = 0; tab < m_tabs->count(); ++tab) {
        const QKeySequence key(QStringLiteral("Ctrl+%1").arg(tab + 1));
        view->addAction(m_tabs->tabText(tab), key, this, [this, tab] { m_tabs->setCurrentIndex(tab); });
        m_tabs->setTabToolTip(tab, key.toString(QKeySequence::NativeText));
    }

    QMenu *settings = menuBar()->addMenu(tr("&Settings"));
    settings->addAction(themeIcon("preferences-system", QStyle::SP_FileDialogDetailedView), tr("&Preferences…"),
                        QKeySequence::Preferences, this, &MainWindow::preferencesDialog);
    QMenu *language = settings->addMenu(tr("&Language"));
    auto *languages = new QActionGroup(this);
    // Each language is named in itself, so a user can find theirs in any UI language.
    for (const auto &[code, name] :
         {std::pair{QString(), tr("System language")}, std::pair{QString("en"), QString("English")},
          std::pair{QString("zh_CN"), QString::fromUtf8("简体中文")}}) {
        QAction *action = language->addAction(name);
        action->setCheckable(true);
        action->setChecked(languageSetting() == code);
        action->setData(code);
        languages->addAction(action);
    }
    connect(languages, &QActionGroup::triggered, this,
            [this](QAction *action) { switchLanguage(action->data().toString()); });

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(themeIcon("help-about", QStyle::SP_MessageBoxInformation), tr("&About dlrig"), this,
                    [this] { showAbout(this, m_catalog); });

    // The everyday actions on a toolbar too, icons from the desktop's theme
    // with Qt's own as the fallback.
    QToolBar *tools = addToolBar(tr("Main"));
    tools->setObjectName("mainToolBar");
    tools->setMovable(false);
    tools->setIconSize(QSize(20, 20));
    for (QAction *action : {m_newAction, m_openAction, m_saveAction})
        tools->addAction(action);
    tools->addSeparator();
    tools->addAction(undo);
    tools->addAction(redo);
}

QWidget *MainWindow::makeCatalogTab()
{
    auto *page = new QWidget;
    m_search = new QLineEdit;
    m_search->setObjectName("catalogSearch");
    m_search->setPlaceholderText(tr("Search parts: 4090, epyc 7742, 英伟达…"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search the catalog"));
    m_category = new QComboBox;
    m_category->setAccessibleName(tr("Category"));
    m_category->addItem(tr("All categories"), QString());
    for (core::PartCategory category : core::allPartCategories())
        m_category->addItem(report::termText(core::categoryTerm(category)),
                            QString::fromStdString(std::string(core::toString(category))));
    m_table = new QTableView;
    m_table->setObjectName("catalogTable");
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(false);
    // Set widths that fit a 1,024-pixel window: the part's name and its price
    // in view, the specs taking what is left; every cell elides in the middle
    // and the details pane below holds all of it.
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(CatalogTableModel::CategoryColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(CatalogTableModel::PowerColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(CatalogTableModel::SpecsColumn, QHeaderView::Stretch);
    header->setStretchLastSection(false);
    m_table->setColumnWidth(CatalogTableModel::IdColumn, 150);
    m_table->setColumnWidth(CatalogTableModel::PartColumn, 230);
    m_table->setColumnWidth(CatalogTableModel::PriceColumn, 170);
    m_table->setColumnWidth(CatalogTableModel::DateColumn, 170);
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->setAccessibleName(tr("Parts"));
    m_details = new QTextBrowser;
    m_details->setOpenExternalLinks(true);
    m_details->setAccessibleName(tr("Part details"));
    m_details->setObjectName("partDetails");

    auto *price = new QPushButton(tr("Set &price…"));
    price->setToolTip(tr("Your own price for the selected part, e.g. from a quote (undoable)"));
    connect(price, &QPushButton::clicked, this, &MainWindow::priceDialog);
    auto *own = new QPushButton(tr("Add o&wn part…"));
    own->setToolTip(tr("A part of your own, started from a copy of the selected one (undoable)"));
    connect(own, &QPushButton::clicked, this, &MainWindow::addPartDialog);
    auto *importButton = new QPushButton(tr("&Import…"));
    importButton->setToolTip(tr("Adds or replaces parts from a .json or .csv file, all or nothing"));
    connect(importButton, &QPushButton::clicked, this, &MainWindow::importDialog);
    auto *exportButton = new QPushButton(tr("E&xport…"));
    connect(exportButton, &QPushButton::clicked, this, &MainWindow::exportDialog);
    auto *add = new QPushButton(tr("Add to build"));
    add->setToolTip(tr("Adds the selected part to the open build (Ctrl+D)"));
    connect(add, &QPushButton::clicked, this, &MainWindow::addSelectedPartToBuild);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_search, 3);
    bar->addWidget(m_category, 1);
    bar->addWidget(price);
    bar->addWidget(own);
    bar->addWidget(importButton);
    bar->addWidget(exportButton);
    bar->addWidget(add);
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_table);
    split->addWidget(m_details);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(page);
    layout->addLayout(bar);
    layout->addWidget(split, 1);

    connect(m_search, &QLineEdit::textChanged, this, &MainWindow::applyFilter);
    connect(m_category, &QComboBox::currentIndexChanged, this, &MainWindow::applyFilter);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &MainWindow::showPart);
    m_table->sortByColumn(CatalogTableModel::PriceColumn, Qt::DescendingOrder);
    return page;
}

void MainWindow::applyFilter()
{
    core::PartQuery query;
    query.text = m_search->text().toStdString();
    query.category = core::partCategoryFromString(m_category->currentData().toString().toStdString());
    m_proxy->setQuery(query);
}

void MainWindow::showPart(const QModelIndex &index)
{
    if (!index.isValid()) {
        m_details->clear();
        return;
    }
    const core::Part &part = m_model->part(m_proxy->mapToSource(index).row());
    QString html = QStringLiteral("<h3>%1 %2</h3><p><code>%3</code></p><table>")
                       .arg(QString::fromStdString(part.vendor).toHtmlEscaped(),
                            QString::fromStdString(part.model).toHtmlEscaped(), QString::fromStdString(part.id));
    const nlohmann::json specs = core::partToJson(part).at("specs");
    for (const auto &[key, value] : specs.items()) {
        html += QStringLiteral("<tr><td style='color:#555555; padding-right:8px'>%1:</td><td>%2</td></tr>")
                    .arg(report::specLabel(key, part.vendor).toHtmlEscaped(),
                         report::specValue(key, value).toHtmlEscaped());
    }
    html += "</table>";
    const int staleMonths = loadGeneralSettings().staleAfterMonths;
    if (part.price) {
        const QString priceText = report::PriceText::describe(part, staleMonths).toHtmlEscaped();
        const bool stale = core::priceAge(*part.price, core::todayIsoDate(), staleMonths).stale;
        html += tr("<p>Price %1 — <a href=\"%2\">source</a></p>")
                    .arg(stale ? QStringLiteral("<span style=\"color:%1\"><b>%2</b></span>")
                                     .arg(report::PriceText::staleColor().name(), priceText)
                               : priceText,
                         QString::fromStdString(part.price->source).toHtmlEscaped());
        if (stale)
            html += tr("<p>This price is older than %1 months: ask for a fresh quote before ordering.</p>")
                        .arg(staleMonths);
    } else {
        html += tr("<p>Price on request: no public price. Set one from a vendor quote (Set price…) or import a "
                   "quote.</p>");
    }
    html += tr("<p><a href=\"%1\">Specification source</a></p>").arg(QString::fromStdString(part.specSource));
    if (!part.note.empty())
        html += QStringLiteral("<p><i>%1</i></p>").arg(QString::fromStdString(part.note).toHtmlEscaped());
    m_details->setHtml(html);
}

} // namespace dlrig::ui
