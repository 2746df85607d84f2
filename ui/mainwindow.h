#pragma once

#include <QMainWindow>

class QComboBox;
class QLineEdit;
class QTabWidget;
class QTableView;
class QTextBrowser;

namespace dlrig::catalog {
class Catalog;
}

namespace dlrig::ui {

class BuildView;
class CatalogFilterProxy;
class CatalogTableModel;

// The main window: a Build view (parts, analysis, the barrel) and a Catalog
// browser over the user's catalog.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(catalog::Catalog &catalog, QWidget *parent = nullptr);

    // Opens and analyses a .dlrig file; returns false after showing why not.
    bool openBuild(const QString &path);
    BuildView *buildView() const { return m_buildView; }
    CatalogFilterProxy *catalogProxy() const { return m_proxy; }
    QLineEdit *searchBox() const { return m_search; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    QWidget *makeCatalogTab();
    void applyFilter();
    void showPart(const QModelIndex &index);

    catalog::Catalog &m_catalog;
    QTabWidget *m_tabs;
    BuildView *m_buildView;
    CatalogTableModel *m_model;
    CatalogFilterProxy *m_proxy;
    QLineEdit *m_search = nullptr;
    QComboBox *m_category = nullptr;
    QTableView *m_table = nullptr;
    QTextBrowser *m_details = nullptr;
};

} // namespace dlrig::ui
