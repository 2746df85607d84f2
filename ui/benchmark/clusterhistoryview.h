#pragma once

#include <QTableWidget>

namespace dlrig::catalog {
class Catalog;
}

namespace dlrig::ui {

// The Cluster view's "History": the checks whose node runs `dlrig-cli cluster
// check --db` stored on the team server, newest first, a row per check and a
// column per node, each cell the node's verdict then (judged again against
// the references and that check's other nodes; the tooltip says why).
class ClusterHistoryView : public QTableWidget {
    Q_OBJECT

public:
    explicit ClusterHistoryView(QWidget *parent = nullptr);
    // Fetches the runs again; says why when the server is away.
    void refresh(const catalog::Catalog &catalog);
};

} // namespace dlrig::ui
