// `import DarkroomCompat` is the one import legacy call sites need, so adopting them changes imports only:
// it brings the modern API (views, `ImageRenderer`, `UIImage`, `CGContext`) along
// with the UIKit-style window surface, bitmap contexts and adapters declared here.
@_exported import Darkroom
// Chart code shared with Apple platforms (`#if canImport(Charts) import Charts #else
// import DarkroomCompat #endif`) finds Swift Charts' names here too.
@_exported import DarkroomCharts
