#pragma once

#include <QWidget>

class QLabel;
class QTableWidget;

namespace dlrig::core {
struct PeerMatrix;
}

namespace dlrig::ui {

// GPU-to-GPU copy bandwidth as nvbandwidth prints it: a row per source GPU, a
// column per destination; each cell the P2P figure (coloured by its verdict,
// "waived" where the platform has no direct path) and the copy through host
// memory beside it.
class PeerMatrixView : public QWidget {
    Q_OBJECT

public:
    explicit PeerMatrixView(QWidget *parent = nullptr);

    void setMatrix(const core::PeerMatrix &matrix);
    QTableWidget *table() const { return m_table; }

private:
    QLabel *m_caption;
    QTableWidget *m_table;
};

} // namespace dlrig::ui
