#include "ui/benchmark/peermatrixview.h"

#include "core/validation/peermatrix.h"
#include "report/verdicttext.h"
#include "ui/benchmark/benchmarkstate.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace dlrig::ui {

PeerMatrixView::PeerMatrixView(QWidget *parent) : QWidget(parent), m_caption(new QLabel), m_table(new QTableWidget)
{
    m_caption->setWordWrap(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_caption);
    layout->addWidget(m_table, 1);
    setMatrix({});
}

void PeerMatrixView::setMatrix(const core::PeerMatrix &matrix)
{
    m_table->clear();
    m_table->setRowCount(matrix.gpus);
    m_table->setColumnCount(matrix.gpus);
    if (matrix.gpus == 0) {
        m_caption->setText(tr("No GPU-to-GPU figures: the run measured fewer than two GPUs."));
        return;
    }
    m_caption->setText(tr("Copies from the GPU of each row to the GPU of each column, GB/s per direction: peer "
                          "to peer (NVLink or PCIe P2P), and in brackets through host memory with P2P off."));
    QStringList from, to;
    for (int i = 0; i < matrix.gpus; ++i) {
        from << tr("from GPU %1").arg(i);
        to << tr("to GPU %1").arg(i);
    }
    m_table->setVerticalHeaderLabels(from);
    m_table->setHorizontalHeaderLabels(to);
    const core::PeerCellWords words{tr("waived").toStdString(), tr("error").toStdString()};
    for (int row = 0; row < matrix.gpus; ++row) {
        for (int column = 0; column < matrix.gpus; ++column) {
            auto *item = new QTableWidgetItem;
            item->setTextAlignment(Qt::AlignCenter);
            m_table->setItem(row, column, item);
            if (row == column) {
                item->setText(QStringLiteral("–"));
                continue;
            }
            const core::PeerCell &cell = matrix.cell[static_cast<std::size_t>(row)][static_cast<std::size_t>(column)];
            item->setText(QString::fromStdString(core::peerCellText(matrix, row, column, words)));
            item->setForeground(benchmark::verdictColour(cell.verdict));
            item->setToolTip(report::verdictText(std::string(core::toString(cell.verdict))) +
                             (cell.note.empty() ? QString() : " — " + report::benchText(cell.note)));
        }
    }
}

} // namespace dlrig::ui
