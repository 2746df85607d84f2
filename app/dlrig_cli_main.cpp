#include "app/cli/commands.h"

#include <iostream>

int main(int argc, char **argv)
{
    return dlrig::cli::run({argv + 1, argv + argc}, std::cout, std::cerr);
}
