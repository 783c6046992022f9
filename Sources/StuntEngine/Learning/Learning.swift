import StuntSession

/// What `learn` works with: the course, read on first use, the learner's progress, and the
/// lesson being played, whose goals are checked after each command typed.
@MainActor
public final class Learning {
  /// Where the lessons `learn` offers come from: read on first use, so a session that never
  /// learns never reads them.
  public var courseSource: (@MainActor () -> Result<Course, CommandError>)? {
    didSet { readCourse = nil }
  }
  private var readCourse: Result<Course, CommandError>?
  /// How far the learner got in each lesson.
  public var progress = LearnProgress(path: nil)
  /// The lesson being played.
  var lesson: LessonPlayer?

  init() {}

  /// The lessons, or why there are none; nil when no course was looked for.
  var course: Result<Course, CommandError>? {
    if readCourse == nil { readCourse = courseSource?() }
    return readCourse
  }
}
