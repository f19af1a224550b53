//===- main.cpp - doctest main for the runtime unit tests ---------*- C++
//-*-===//
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
