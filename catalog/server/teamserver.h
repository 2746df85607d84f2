#pragma once

#include "catalog/server/pgconnection.h"
#include "core/parts/parts.h"

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// A lab's catalog on PostgreSQL: parts, prices with their history, issued
// quotes and bench runs, shared by everyone who connects. The server's roles
// decide who may do what; this class only names the role a refusal needed.
namespace dlrig::catalog {

// One row of a part's price history: who set which price, when, from where.
struct ServerPrice {
    std::optional<core::Money> amount; // nothing: the buyer cleared the price
    std::string date;                  // the day the price is for, YYYY-MM-DD
    core::PriceKind kind = core::PriceKind::Quote;
    std::string source;
    std::string setBy;
    std::string setAt; // the server's clock, "2026-12-02 10:02:17 UTC"
    // Why dlrig cannot use this row (written past dlrig, e.g. with psql, before
    // the server checked: currency 'XXX'); empty when it can. Such a row
    // holds no amount and is never a part's price.
    std::string problem;
};

struct ServerPart {
    core::Part part; // with its latest server price applied
    bool userOrigin = false;
    std::int64_t priceVersion = 0;
    std::optional<ServerPrice> latestPrice;
};

struct ServerBenchRun {
    std::int64_t id = 0;
    std::string owner;
    std::string host;
    std::string storedAt;
    std::string runJson;
};

// A postgresql:// (or postgres://) URI, or "key=value" words that libpq reads
// as a connection string. Whether it can be used says serverLocationProblem
// (pgconnection.h).
bool isServerLocation(std::string_view location);
// The location without its password, for messages and file names.
std::string redactedLocation(std::string_view location);

class TeamServer {
public:
    static constexpr std::chrono::seconds kConnectTimeout{5};

    // Connects and checks the schema (ServerError when unreachable, refused or
    // not a dlrig catalog).
    explicit TeamServer(const std::string &location, std::chrono::seconds timeout = kConnectTimeout);

    const std::string &location() const { return m_location; }
    std::string user() const { return m_connection.user(); }
    int backendPid() const { return m_connection.backendPid(); }

    // A round trip to the server; throws ServerError when it is gone.
    void ping();

    // Every part with its latest usable price. A part or price row no dlrig
    // can read is left out, and said in unusableRows().
    std::vector<ServerPart> parts();
    const std::vector<std::string> &unusableRows() const { return m_unusable; }
    std::optional<ServerPart> part(std::string_view id);
    std::int64_t partCount();

    // Sets (or, with no amount, clears) a part's price, if its price version
    // is still `expectedVersion`; returns the new version. Throws ServerError:
    // Conflict naming who changed it and when, Refused naming dlrig_buyer.
    std::int64_t setPrice(std::string_view id, const std::optional<core::Money> &amount, const std::string &date,
                          core::PriceKind kind, const std::string &source, std::int64_t expectedVersion);
    // One change of setPrices: the price (none: cleared) if the part's price
    // version is still `expectedVersion`.
    struct PriceChange {
        std::string partId;
        std::optional<core::Money> amount;
        std::string date;
        core::PriceKind kind = core::PriceKind::Quote;
        std::string source;
        std::int64_t expectedVersion = 0;
    };
    // All in one transaction: one conflict or refusal and none is written.
    void setPrices(const std::vector<PriceChange> &changes);
    std::vector<ServerPrice> priceHistory(std::string_view id);

    // All parts in one transaction (an id present is replaced); `progress` is
    // told after each part. A broken connection leaves nothing written.
    // Refused unless dlrig_admin.
    void importParts(const std::vector<core::Part> &parts, bool userOrigin,
                     const std::function<void(std::size_t done)> &progress = {});
    void removePart(std::string_view id);

    // Takes the next number from the server's sequence, asks `bomFor` for the
    // BOM JSON that carries it, and stores that exact text; returns the number.
    std::int64_t issueQuote(const std::string &title, const std::function<std::string(std::int64_t)> &bomFor);
    std::string quoteBom(std::int64_t number);

    std::int64_t storeBenchRun(const std::string &host, const std::string &runJson);
    // The runs this role may see (its own; dlrig_admin: every machine's), newest first.
    std::vector<ServerBenchRun> benchRuns(std::size_t limit = 200);

private:
    // Rethrows a refusal as a sentence naming what was refused and the role needed.
    // `what` was refused: "setting the price of {id}" and the like.
    [[noreturn]] void refused(const ServerError &error, core::Message what, const char *role) const;
    // Inside the caller's transaction; returns the new price version.
    std::int64_t applyPriceChange(const PriceChange &change);
    std::string m_location;
    PgConnection m_connection;
    std::vector<std::string> m_unusable;
};

} // namespace dlrig::catalog
