#pragma once

#include <QDialog>

#include <functional>
#include <memory>
#include <string>

class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace dlrig::core {
struct Part;
}

namespace dlrig::ui {

// Catalog → Add own part: a part of the user's own (a quoted variant, a card
// the catalog lacks), started from a copy of the selected part. The fields
// are those of the catalog's JSON format, the category's specs as JSON; the
// whole part is checked as an import would check it, every edit, and OK
// stays off while anything is wrong, the message naming the field.
class AddPartDialog : public QDialog {
    Q_OBJECT

public:
    // `idTaken` says whether an id is already in the catalog.
    AddPartDialog(const core::Part &start, std::function<bool(const std::string &)> idTaken, QWidget *parent = nullptr);
    ~AddPartDialog() override;
    // The checked part; valid only while problem() is empty.
    const core::Part &part() const { return *m_part; }
    QString problem() const;

    QLineEdit *idEdit() const { return m_id; }
    QLineEdit *modelEdit() const { return m_model; }
    QLineEdit *amountEdit() const { return m_amount; }
    QPlainTextEdit *specsEdit() const { return m_specs; }

private:
    void validate();

    std::function<bool(const std::string &)> m_idTaken;
    std::unique_ptr<core::Part> m_part;
    std::string m_category;
    QLineEdit *m_id;
    QLineEdit *m_vendor;
    QLineEdit *m_model;
    QLineEdit *m_aliases;
    QSpinBox *m_tdp;
    QSpinBox *m_year;
    QLineEdit *m_amount;
    QComboBox *m_currency;
    QComboBox *m_kind;
    QDateEdit *m_date;
    QLineEdit *m_priceSource;
    QLineEdit *m_source;
    QLineEdit *m_note;
    QPlainTextEdit *m_specs;
    QLabel *m_error;
    QPushButton *m_ok = nullptr;
};

} // namespace dlrig::ui
