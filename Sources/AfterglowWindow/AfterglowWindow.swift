import AfterglowKit
import CSDL2
public enum AfterglowWindowModule { public static let name = "AfterglowWindow" }
