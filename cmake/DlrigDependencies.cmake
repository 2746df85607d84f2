# Every dependency comes from a Debian 12 package. When one is missing (someone
# builds without ./scripts/test), configure stops with one line naming the
# package to install instead of a CMake trace.

function(dlrig_missing_package what debian_package)
    # The leading space keeps CMake from re-wrapping the line.
    message(FATAL_ERROR " dlrig: ${what} not found: install the Debian package ${debian_package} "
                        "(apt-get install ${debian_package}), or run ./scripts/test, which installs everything")
endfunction()

# find_package(NAME ARGS...) that names DEBIAN_PACKAGE when NAME is absent.
macro(dlrig_find_package name debian_package)
    find_package(${name} ${ARGN} QUIET)
    if(NOT ${name}_FOUND)
        dlrig_missing_package(${name} ${debian_package})
    endif()
endmacro()

# Qt 6 by component, in dependency order: Qt6Charts' own config needs Qt6OpenGL,
# which is only a Recommends of qt6-base-dev. A macro, so that what Qt's
# config files set stays visible to the caller.
set(_dlrig_qt_components Gui Widgets OpenGL Charts PrintSupport Test LinguistTools)
set(_dlrig_qt_package_Gui qt6-base-dev)
set(_dlrig_qt_package_Widgets qt6-base-dev)
set(_dlrig_qt_package_OpenGL libqt6opengl6-dev)
set(_dlrig_qt_package_Charts qt6-charts-dev)
set(_dlrig_qt_package_PrintSupport qt6-base-dev)
set(_dlrig_qt_package_Test qt6-base-dev)
set(_dlrig_qt_package_LinguistTools qt6-tools-dev)
macro(dlrig_find_qt)
    # Qt6Gui needs the GL headers and library (WrapOpenGL).
    find_package(OpenGL QUIET)
    if(NOT OpenGL_FOUND)
        dlrig_missing_package("OpenGL (needed by Qt6Gui)" libgl-dev)
    endif()
    find_package(Qt6 6.4 QUIET COMPONENTS ${_dlrig_qt_components})
    foreach(_dlrig_component IN LISTS _dlrig_qt_components)
        if(NOT Qt6${_dlrig_component}_FOUND)
            dlrig_missing_package(Qt6${_dlrig_component} ${_dlrig_qt_package_${_dlrig_component}})
        endif()
    endforeach()
    if(NOT Qt6_FOUND)
        dlrig_missing_package("Qt 6.4 or newer" qt6-base-dev)
    endif()
endmacro()

# The presets compile through ccache; without it, build without it rather than fail.
function(dlrig_check_compiler_launcher)
    if(CMAKE_CXX_COMPILER_LAUNCHER STREQUAL "ccache")
        find_program(DLRIG_CCACHE ccache)
        if(NOT DLRIG_CCACHE)
            message(STATUS "dlrig: ccache not found (Debian: ccache), compiling without it")
            set(CMAKE_CXX_COMPILER_LAUNCHER "" CACHE STRING "" FORCE)
            set(CMAKE_CUDA_COMPILER_LAUNCHER "" CACHE STRING "" FORCE)
        endif()
    endif()
endfunction()
