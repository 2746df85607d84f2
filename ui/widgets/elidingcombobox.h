#pragma once

#include <QComboBox>

namespace dlrig::ui {

// A combo box that shows a long current text elided in the middle ("Crucial
// Pro 64GB…DDR5-5600"), so both the start and the part that tells models
// apart stay readable, with the whole text as its tooltip. The list shows
// every item in full.
class ElidingComboBox : public QComboBox {
    Q_OBJECT

public:
    explicit ElidingComboBox(QWidget *parent = nullptr);
    // The current text as painted at the box's width.
    QString shownText() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int textWidth() const;
};

} // namespace dlrig::ui
