#include "core/base/textfile.h"

#include "core/base/inputerror.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace dlrig::core {

std::string readTextFile(const std::filesystem::path &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw InputError("file", path.string() + ": cannot open (" + std::strerror(errno) + ")");
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad())
        throw InputError("file", path.string() + ": cannot read");
    return buffer.str();
}

void writeTextFileAtomically(const std::filesystem::path &path, const std::string &content)
{
    const std::filesystem::path folder = path.has_parent_path() ? path.parent_path() : ".";
    std::string pattern = (folder / ("." + path.filename().string() + ".XXXXXX")).string();
    const int fd = ::mkstemp(pattern.data());
    if (fd < 0)
        throw std::runtime_error(path.string() + ": cannot create a temporary file (" + std::strerror(errno) + ")");
    std::size_t written = 0;
    while (written < content.size()) {
        const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
        if (n < 0) {
            const std::string reason = std::strerror(errno);
            ::close(fd);
            ::unlink(pattern.c_str());
            throw std::runtime_error(path.string() + ": cannot write (" + reason + ")");
        }
        written += static_cast<std::size_t>(n);
    }
    ::fchmod(fd, 0644);
    const bool synced = ::fsync(fd) == 0;
    ::close(fd);
    if (!synced || ::rename(pattern.c_str(), path.c_str()) != 0) {
        const std::string reason = std::strerror(errno);
        ::unlink(pattern.c_str());
        throw std::runtime_error(path.string() + ": cannot save (" + reason + ")");
    }
}

} // namespace dlrig::core
