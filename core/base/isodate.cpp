#include "core/base/isodate.h"

#include <chrono>
#include <ctime>
#include <string>

namespace dlrig::core {

bool isIsoDate(std::string_view t)
{
    if (t.size() != 10 || t[4] != '-' || t[7] != '-')
        return false;
    for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9}) {
        if (t[i] < '0' || t[i] > '9')
            return false;
    }
    const int year = std::stoi(std::string(t.substr(0, 4)));
    const int month = std::stoi(std::string(t.substr(5, 2)));
    const int day = std::stoi(std::string(t.substr(8, 2)));
    if (year < 1990 || year > 2100 || month < 1 || month > 12 || day < 1)
        return false;
    static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return day <= kDays[month - 1] + (month == 2 && leap ? 1 : 0);
}

std::string todayIsoDate()
{
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    gmtime_r(&now, &utc);
    char text[16];
    std::strftime(text, sizeof text, "%Y-%m-%d", &utc);
    return text;
}

int monthsBetween(std::string_view from, std::string_view to)
{
    const auto field = [](std::string_view day, std::size_t at, std::size_t size) {
        return std::stoi(std::string(day.substr(at, size)));
    };
    int months = (field(to, 0, 4) - field(from, 0, 4)) * 12 + field(to, 5, 2) - field(from, 5, 2);
    if (months > 0 && field(to, 8, 2) < field(from, 8, 2))
        --months;
    else if (months < 0 && field(to, 8, 2) > field(from, 8, 2))
        ++months;
    return months;
}

} // namespace dlrig::core
