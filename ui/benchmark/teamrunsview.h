#pragma once

#include <QTreeWidget>

namespace dlrig::catalog {
class Catalog;
}

namespace dlrig::ui {

// The Benchmark tab's "Lab machines": the bench runs on the team server that
// this person's role may see (their own; a dlrig_admin member: every
// machine's), one branch per machine, newest first.
class TeamRunsView : public QTreeWidget {
    Q_OBJECT

public:
    explicit TeamRunsView(QWidget *parent = nullptr);
    // Fetches the runs again; says why when the server is away.
    void refresh(const catalog::Catalog &catalog);
};

} // namespace dlrig::ui
