#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

// Code shared with Apple platforms qualifies names with their framework when it
// declares its own `Image` or `Color` (`SwiftUI.Image`, `UIKit.UIImage`). No module
// may be named after an Apple framework (that would make `canImport(SwiftUI)` true
// for every package in the build), so these namespaces are enums whose members are
// aliases of Darkroom's types: `SwiftUI.View`, `some SwiftUI.View`,
// `struct Card: SwiftUI.View` and `extension SwiftUI.View` all compile, while
// `#if canImport(SwiftUI)` stays false.

/// SwiftUI's names, for code that writes `SwiftUI.View`, `SwiftUI.Color`, `SwiftUI.Image`.
public enum SwiftUI {
    // Views and their building blocks.
    /// `Darkroom.View`, under the name `SwiftUI.View`.
    public typealias View = Darkroom.View
    /// `Darkroom.ViewBuilder`, under the name `SwiftUI.ViewBuilder`.
    public typealias ViewBuilder = Darkroom.ViewBuilder
    /// `Darkroom.ViewModifier`, under the name `SwiftUI.ViewModifier`.
    public typealias ViewModifier = Darkroom.ViewModifier
    /// `Darkroom.ModifiedContent`, under the name `SwiftUI.ModifiedContent`.
    public typealias ModifiedContent = Darkroom.ModifiedContent
    /// `Darkroom.AnyView`, under the name `SwiftUI.AnyView`.
    public typealias AnyView = Darkroom.AnyView
    /// `Darkroom.EmptyView`, under the name `SwiftUI.EmptyView`.
    public typealias EmptyView = Darkroom.EmptyView
    /// `Darkroom.TupleView`, under the name `SwiftUI.TupleView`.
    public typealias TupleView = Darkroom.TupleView
    /// `Darkroom.Group`, under the name `SwiftUI.Group`.
    public typealias Group = Darkroom.Group
    /// `Darkroom.ForEach`, under the name `SwiftUI.ForEach`.
    public typealias ForEach = Darkroom.ForEach
    /// `Darkroom.Text`, under the name `SwiftUI.Text`.
    public typealias Text = Darkroom.Text
    /// `Darkroom.Image`, under the name `SwiftUI.Image`.
    public typealias Image = Darkroom.Image
    /// `Darkroom.Label`, under the name `SwiftUI.Label`.
    public typealias Label = Darkroom.Label
    /// `Darkroom.Color`, under the name `SwiftUI.Color`.
    public typealias Color = Darkroom.Color
    /// `Darkroom.Font`, under the name `SwiftUI.Font`.
    public typealias Font = Darkroom.Font
    /// `Darkroom.Spacer`, under the name `SwiftUI.Spacer`.
    public typealias Spacer = Darkroom.Spacer
    /// `Darkroom.Divider`, under the name `SwiftUI.Divider`.
    public typealias Divider = Darkroom.Divider
    /// `Darkroom.HStack`, under the name `SwiftUI.HStack`.
    public typealias HStack = Darkroom.HStack
    /// `Darkroom.VStack`, under the name `SwiftUI.VStack`.
    public typealias VStack = Darkroom.VStack
    /// `Darkroom.ZStack`, under the name `SwiftUI.ZStack`.
    public typealias ZStack = Darkroom.ZStack
    /// `Darkroom.LazyHStack`, under the name `SwiftUI.LazyHStack`.
    public typealias LazyHStack = Darkroom.LazyHStack
    /// `Darkroom.LazyVStack`, under the name `SwiftUI.LazyVStack`.
    public typealias LazyVStack = Darkroom.LazyVStack
    /// `Darkroom.LazyHGrid`, under the name `SwiftUI.LazyHGrid`.
    public typealias LazyHGrid = Darkroom.LazyHGrid
    /// `Darkroom.LazyVGrid`, under the name `SwiftUI.LazyVGrid`.
    public typealias LazyVGrid = Darkroom.LazyVGrid
    /// `Darkroom.GridItem`, under the name `SwiftUI.GridItem`.
    public typealias GridItem = Darkroom.GridItem
    /// `Darkroom.Grid`, under the name `SwiftUI.Grid`.
    public typealias Grid = Darkroom.Grid
    /// `Darkroom.GridRow`, under the name `SwiftUI.GridRow`.
    public typealias GridRow = Darkroom.GridRow
    /// `Darkroom.GeometryReader`, under the name `SwiftUI.GeometryReader`.
    public typealias GeometryReader = Darkroom.GeometryReader
    /// `Darkroom.GeometryProxy`, under the name `SwiftUI.GeometryProxy`.
    public typealias GeometryProxy = Darkroom.GeometryProxy
    /// `Darkroom.ScrollView`, under the name `SwiftUI.ScrollView`.
    public typealias ScrollView = Darkroom.ScrollView
    /// `Darkroom.List`, under the name `SwiftUI.List`.
    public typealias List = Darkroom.List
    /// `Darkroom.Section`, under the name `SwiftUI.Section`.
    public typealias Section = Darkroom.Section
    /// `Darkroom.Form`, under the name `SwiftUI.Form`.
    public typealias Form = Darkroom.Form
    /// `Darkroom.GroupBox`, under the name `SwiftUI.GroupBox`.
    public typealias GroupBox = Darkroom.GroupBox
    /// `Darkroom.Button`, under the name `SwiftUI.Button`.
    public typealias Button = Darkroom.Button
    /// `Darkroom.Toggle`, under the name `SwiftUI.Toggle`.
    public typealias Toggle = Darkroom.Toggle
    /// `Darkroom.Picker`, under the name `SwiftUI.Picker`.
    public typealias Picker = Darkroom.Picker
    /// `Darkroom.Slider`, under the name `SwiftUI.Slider`.
    public typealias Slider = Darkroom.Slider
    /// `Darkroom.Stepper`, under the name `SwiftUI.Stepper`.
    public typealias Stepper = Darkroom.Stepper
    /// `Darkroom.TextField`, under the name `SwiftUI.TextField`.
    public typealias TextField = Darkroom.TextField
    /// `Darkroom.SecureField`, under the name `SwiftUI.SecureField`.
    public typealias SecureField = Darkroom.SecureField
    /// `Darkroom.ProgressView`, under the name `SwiftUI.ProgressView`.
    public typealias ProgressView = Darkroom.ProgressView
    /// `Darkroom.Link`, under the name `SwiftUI.Link`.
    public typealias Link = Darkroom.Link
    /// `Darkroom.Menu`, under the name `SwiftUI.Menu`.
    public typealias Menu = Darkroom.Menu
    /// `Darkroom.NavigationView`, under the name `SwiftUI.NavigationView`.
    public typealias NavigationView = Darkroom.NavigationView
    /// `Darkroom.NavigationStack`, under the name `SwiftUI.NavigationStack`.
    public typealias NavigationStack = Darkroom.NavigationStack
    /// `Darkroom.NavigationLink`, under the name `SwiftUI.NavigationLink`.
    public typealias NavigationLink = Darkroom.NavigationLink
    /// `Darkroom.Canvas`, under the name `SwiftUI.Canvas`.
    public typealias Canvas = Darkroom.Canvas
    /// `Darkroom.GraphicsContext`, under the name `SwiftUI.GraphicsContext`.
    public typealias GraphicsContext = Darkroom.GraphicsContext
    /// `Darkroom.ImageRenderer`, under the name `SwiftUI.ImageRenderer`.
    public typealias ImageRenderer = Darkroom.ImageRenderer
    // Shapes and styles.
    /// `Darkroom.Shape`, under the name `SwiftUI.Shape`.
    public typealias Shape = Darkroom.Shape
    /// `Darkroom.InsettableShape`, under the name `SwiftUI.InsettableShape`.
    public typealias InsettableShape = Darkroom.InsettableShape
    /// `Darkroom.Path`, under the name `SwiftUI.Path`.
    public typealias Path = Darkroom.Path
    /// `Darkroom.Rectangle`, under the name `SwiftUI.Rectangle`.
    public typealias Rectangle = Darkroom.Rectangle
    /// `Darkroom.RoundedRectangle`, under the name `SwiftUI.RoundedRectangle`.
    public typealias RoundedRectangle = Darkroom.RoundedRectangle
    /// `Darkroom.Circle`, under the name `SwiftUI.Circle`.
    public typealias Circle = Darkroom.Circle
    /// `Darkroom.Ellipse`, under the name `SwiftUI.Ellipse`.
    public typealias Ellipse = Darkroom.Ellipse
    /// `Darkroom.Capsule`, under the name `SwiftUI.Capsule`.
    public typealias Capsule = Darkroom.Capsule
    /// `Darkroom.ShapeStyle`, under the name `SwiftUI.ShapeStyle`.
    public typealias ShapeStyle = Darkroom.ShapeStyle
    /// `Darkroom.AnyShapeStyle`, under the name `SwiftUI.AnyShapeStyle`.
    public typealias AnyShapeStyle = Darkroom.AnyShapeStyle
    /// `Darkroom.Gradient`, under the name `SwiftUI.Gradient`.
    public typealias Gradient = Darkroom.Gradient
    /// `Darkroom.LinearGradient`, under the name `SwiftUI.LinearGradient`.
    public typealias LinearGradient = Darkroom.LinearGradient
    /// `Darkroom.RadialGradient`, under the name `SwiftUI.RadialGradient`.
    public typealias RadialGradient = Darkroom.RadialGradient
    /// `Darkroom.AngularGradient`, under the name `SwiftUI.AngularGradient`.
    public typealias AngularGradient = Darkroom.AngularGradient
    /// `Darkroom.StrokeStyle`, under the name `SwiftUI.StrokeStyle`.
    public typealias StrokeStyle = Darkroom.StrokeStyle
    /// `Darkroom.FillStyle`, under the name `SwiftUI.FillStyle`.
    public typealias FillStyle = Darkroom.FillStyle
    // State and environment.
    /// `Darkroom.State`, under the name `SwiftUI.State`.
    public typealias State = Darkroom.State
    /// `Darkroom.Binding`, under the name `SwiftUI.Binding`.
    public typealias Binding = Darkroom.Binding
    /// `Darkroom.StateObject`, under the name `SwiftUI.StateObject`.
    public typealias StateObject = Darkroom.StateObject
    /// `Darkroom.ObservedObject`, under the name `SwiftUI.ObservedObject`.
    public typealias ObservedObject = Darkroom.ObservedObject
    /// `Darkroom.EnvironmentObject`, under the name `SwiftUI.EnvironmentObject`.
    public typealias EnvironmentObject = Darkroom.EnvironmentObject
    /// `Darkroom.Environment`, under the name `SwiftUI.Environment`.
    public typealias Environment = Darkroom.Environment
    /// `Darkroom.EnvironmentKey`, under the name `SwiftUI.EnvironmentKey`.
    public typealias EnvironmentKey = Darkroom.EnvironmentKey
    /// `Darkroom.EnvironmentValues`, under the name `SwiftUI.EnvironmentValues`.
    public typealias EnvironmentValues = Darkroom.EnvironmentValues
    /// `Darkroom.ColorScheme`, under the name `SwiftUI.ColorScheme`.
    public typealias ColorScheme = Darkroom.ColorScheme
    // Geometry.
    /// `Darkroom.Alignment`, under the name `SwiftUI.Alignment`.
    public typealias Alignment = Darkroom.Alignment
    /// `Darkroom.HorizontalAlignment`, under the name `SwiftUI.HorizontalAlignment`.
    public typealias HorizontalAlignment = Darkroom.HorizontalAlignment
    /// `Darkroom.VerticalAlignment`, under the name `SwiftUI.VerticalAlignment`.
    public typealias VerticalAlignment = Darkroom.VerticalAlignment
    /// `Darkroom.Edge`, under the name `SwiftUI.Edge`.
    public typealias Edge = Darkroom.Edge
    /// `Darkroom.EdgeInsets`, under the name `SwiftUI.EdgeInsets`.
    public typealias EdgeInsets = Darkroom.EdgeInsets
    /// `Darkroom.Angle`, under the name `SwiftUI.Angle`.
    public typealias Angle = Darkroom.Angle
    /// `Darkroom.UnitPoint`, under the name `SwiftUI.UnitPoint`.
    public typealias UnitPoint = Darkroom.UnitPoint
    /// `Darkroom.Axis`, under the name `SwiftUI.Axis`.
    public typealias Axis = Darkroom.Axis
    /// `Darkroom.ContentMode`, under the name `SwiftUI.ContentMode`.
    public typealias ContentMode = Darkroom.ContentMode
    /// `Darkroom.ProposedViewSize`, under the name `SwiftUI.ProposedViewSize`.
    public typealias ProposedViewSize = Darkroom.ProposedViewSize
    /// `Darkroom.Layout`, under the name `SwiftUI.Layout`.
    public typealias Layout = Darkroom.Layout
    /// `Darkroom.Animation`, under the name `SwiftUI.Animation`.
    public typealias Animation = Darkroom.Animation
    /// `Darkroom.AnyTransition`, under the name `SwiftUI.AnyTransition`.
    public typealias AnyTransition = Darkroom.AnyTransition
    /// `DarkroomCompat.UIHostingController`, under the name `SwiftUI.UIHostingController`.
    public typealias UIHostingController = DarkroomCompat.UIHostingController
}

/// UIKit's names, for code that writes `UIKit.UIImage` or `UIKit.UIColor`.
public enum UIKit {
    /// `Darkroom.UIImage`, under the name `UIKit.UIImage`.
    public typealias UIImage = Darkroom.UIImage
    /// `DarkroomCompat.UIColor`, under the name `UIKit.UIColor`.
    public typealias UIColor = DarkroomCompat.UIColor
    /// `DarkroomCompat.UIFont`, under the name `UIKit.UIFont`.
    public typealias UIFont = DarkroomCompat.UIFont
    /// `DarkroomCompat.UIView`, under the name `UIKit.UIView`.
    public typealias UIView = DarkroomCompat.UIView
    /// `DarkroomCompat.UIImageView`, under the name `UIKit.UIImageView`.
    public typealias UIImageView = DarkroomCompat.UIImageView
    /// `DarkroomCompat.UIViewController`, under the name `UIKit.UIViewController`.
    public typealias UIViewController = DarkroomCompat.UIViewController
    /// `DarkroomCompat.UIWindow`, under the name `UIKit.UIWindow`.
    public typealias UIWindow = DarkroomCompat.UIWindow
    /// `DarkroomCompat.UIScreen`, under the name `UIKit.UIScreen`.
    public typealias UIScreen = DarkroomCompat.UIScreen
    /// `DarkroomCompat.UIEdgeInsets`, under the name `UIKit.UIEdgeInsets`.
    public typealias UIEdgeInsets = DarkroomCompat.UIEdgeInsets
    /// `DarkroomCompat.UIUserInterfaceStyle`, under the name `UIKit.UIUserInterfaceStyle`.
    public typealias UIUserInterfaceStyle = DarkroomCompat.UIUserInterfaceStyle
    /// `DarkroomCompat.UITraitCollection`, under the name `UIKit.UITraitCollection`.
    public typealias UITraitCollection = DarkroomCompat.UITraitCollection
    /// `DarkroomCompat.UIGraphicsImageRenderer`, under the name `UIKit.UIGraphicsImageRenderer`.
    public typealias UIGraphicsImageRenderer = DarkroomCompat.UIGraphicsImageRenderer
    /// `DarkroomCompat.UIGraphicsImageRendererFormat`, under the name `UIKit.UIGraphicsImageRendererFormat`.
    public typealias UIGraphicsImageRendererFormat = DarkroomCompat.UIGraphicsImageRendererFormat
    /// `DarkroomCompat.UIGraphicsPDFRenderer`, under the name `UIKit.UIGraphicsPDFRenderer`.
    public typealias UIGraphicsPDFRenderer = DarkroomCompat.UIGraphicsPDFRenderer
}

/// Core Graphics' names, for code that writes `CoreGraphics.CGFloat` or `CoreGraphics.CGContext`.
public enum CoreGraphics {
    /// `Foundation.CGFloat`, under the name `CoreGraphics.CGFloat`.
    public typealias CGFloat = Foundation.CGFloat
    /// `Foundation.CGPoint`, under the name `CoreGraphics.CGPoint`.
    public typealias CGPoint = Foundation.CGPoint
    /// `Foundation.CGSize`, under the name `CoreGraphics.CGSize`.
    public typealias CGSize = Foundation.CGSize
    /// `Foundation.CGRect`, under the name `CoreGraphics.CGRect`.
    public typealias CGRect = Foundation.CGRect
    /// `Darkroom.CGAffineTransform`, under the name `CoreGraphics.CGAffineTransform`.
    public typealias CGAffineTransform = Darkroom.CGAffineTransform
    /// `Darkroom.CGContext`, under the name `CoreGraphics.CGContext`.
    public typealias CGContext = Darkroom.CGContext
    /// `Darkroom.CGImage`, under the name `CoreGraphics.CGImage`.
    public typealias CGImage = Darkroom.CGImage
    /// `Darkroom.CGColor`, under the name `CoreGraphics.CGColor`.
    public typealias CGColor = Darkroom.CGColor
    /// `Darkroom.CGPath`, under the name `CoreGraphics.CGPath`.
    public typealias CGPath = Darkroom.CGPath
}
#endif
