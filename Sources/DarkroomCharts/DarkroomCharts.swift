// DarkroomCharts: Swift Charts' API for Linux, drawn by Darkroom's one pipeline.
// Chart code shared with Apple platforms imports it in place of `Charts`:
//   #if canImport(Charts) import Charts #else import DarkroomCharts #endif
@_exported import Darkroom
