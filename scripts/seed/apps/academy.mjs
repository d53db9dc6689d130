// Academy: 25 courses over the five tags of SPEC section 3, plus one course-details record.
import { people } from './lib.mjs'

const TAGS = {
  Web: { logo: 'code', color: 'primary', images: ['web-1', 'web-2'] },
  Design: { logo: 'pen-tool', color: 'success', images: ['design-1', 'design-2'] },
  Psychology: { logo: 'brain', color: 'warning', images: ['psychology-1', 'psychology-2'] },
  'UI/UX': { logo: 'layout-dashboard', color: 'info', images: ['uiux-1', 'uiux-2'] },
  Art: { logo: 'palette', color: 'error', images: ['art-1', 'art-2'] },
}

const TITLES = [
  ['Web', 'Basics of Modern JavaScript', 'Variables, functions, modules and the event loop, one small exercise at a time.'],
  ['Design', 'Typography That Reads Well', 'Pick, pair and size typefaces for screens and print.'],
  ['Psychology', 'Habits and Motivation', 'How habits form, and how to design routines that last.'],
  ['UI/UX', 'Designing Accessible Forms', 'Labels, errors, focus order and keyboard use for every user.'],
  ['Art', 'Watercolour for Beginners', 'Washes, layering and light with a minimal set of paints.'],
  ['Web', 'Responsive Layouts with CSS Grid', 'Build layouts that adapt from phones to wide screens.'],
  ['Design', 'Colour Theory in Practice', 'Harmonies, contrast and palettes that carry meaning.'],
  ['Psychology', 'The Science of Attention', 'Why we focus, why we drift, and what helps.'],
  ['UI/UX', 'User Research Essentials', 'Interviews, surveys and usability tests on a small budget.'],
  ['Art', 'Drawing the Human Figure', 'Proportion, gesture and anatomy from quick sketches.'],
  ['Web', 'TypeScript from Zero', 'Types, generics and strictness for safer front-end code.'],
  ['Design', 'Logo Design Workshop', 'From brief to sketches to a clean vector mark.'],
  ['Psychology', 'Communication and Empathy', 'Listening, feedback and hard conversations at work.'],
  ['UI/UX', 'Prototyping Interactions', 'Turn static screens into clickable, testable flows.'],
  ['Art', 'Digital Painting Basics', 'Brushes, layers and values in a digital studio.'],
  ['Web', 'Web Performance Fundamentals', 'Measure, budget and speed up loading and rendering.'],
  ['Design', 'Grid Systems for Editorial Design', 'Columns, baselines and rhythm for long reads.'],
  ['Psychology', 'Decision Making Under Uncertainty', 'Biases, heuristics and better choices.'],
  ['UI/UX', 'Design Systems in Depth', 'Tokens, components and documentation that scale.'],
  ['Art', 'Perspective Drawing', 'One, two and three point perspective for scenes.'],
  ['Web', 'Accessible Web Components', 'Semantics, ARIA and testing with assistive technology.'],
  ['Design', 'Iconography Masterclass', 'Consistent icon sets on a pixel grid.'],
  ['Psychology', 'Stress and Resilience', 'Understand stress responses and build recovery habits.'],
  ['UI/UX', 'Mobile Navigation Patterns', 'Tabs, drawers and gestures that users understand.'],
  ['Art', 'Ink Illustration', 'Line weight, hatching and texture with pen and brush.'],
]

export function courses(rand) {
  const tutors = people(rand, 25)
  return TITLES.map(([tag, courseTitle, desc], i) => {
    const totalTasks = rand.int(10, 40)
    // Every fifth course is finished so that "hide completed" visibly removes rows.
    const completedTasks = i % 5 === 2 ? totalTasks : rand.int(0, totalTasks - 1)
    const meta = TAGS[tag]
    return {
      id: i + 1,
      user: tutors[i].fullName,
      image: `/images/courses/${meta.images[i % 2]}.svg`,
      tutorImg: tutors[i].avatar,
      completedTasks,
      totalTasks,
      userCount: rand.int(40, 3000),
      note: rand.int(10, 500),
      view: rand.int(100, 9000),
      time: `${rand.int(1, 30)}h ${rand.int(1, 59)}m`,
      logo: meta.logo,
      color: meta.color,
      courseTitle,
      desc,
      tags: tag,
      rating: Math.round((3.5 + rand.next() * 1.5) * 10) / 10,
      ratingCount: rand.int(20, 2500),
    }
  })
}

const SECTIONS = [
  ['Course Content', ['Welcome to this course', 'Watch before you start', 'Basic design theory', 'Basic fundamentals', 'What is ui/ux']],
  [
    'Web Design for Beginners',
    ['How to use Pages in Figma', 'What is Lo Fi Wireframe', 'How to use color in Figma', 'Frames vs Groups in Figma'],
  ],
  ['Web Design for Developers', ['Using Plugins in Figma', 'Working with Auto Layout', 'Components and variants']],
  [
    'Build Beautiful Websites!',
    ['Section intro', 'Anatomy of a landing page', 'Hero sections that work', 'Footer patterns', 'Publishing checklist'],
  ],
  ['Final Project', ['Brief and research', 'Wireframes', 'Visual design', 'Hand-off to developers']],
]

export function courseDetails(rand) {
  const content = SECTIONS.map(([title, topics], s) => {
    const rows = topics.map((t, i) => ({
      title: t,
      time: `${rand.int(1, 9)}.${rand.int(0, 9)} min`,
      isCompleted: s < 2 ? i < topics.length - 1 : s === 2 && i === 0,
    }))
    const minutes = rows.reduce((sum, r) => sum + Number.parseFloat(r.time), 0)
    return {
      title,
      status: `${rows.filter((r) => r.isCompleted).length}/${rows.length}`,
      time: `${minutes.toFixed(1)} min`,
      id: `section${s + 1}`,
      topics: rows,
    }
  })
  return [
    {
      id: 1,
      title: 'UI/UX Basic Fundamentals',
      about:
        'Learn the foundations of interface and experience design: research, wireframes, visual hierarchy and testing, with hands-on projects in a free design tool.',
      instructor: 'Elise Fontaine',
      instructorAvatar: '/images/avatars/12.svg',
      instructorPosition: 'Lead product designer',
      skillLevel: 'All Level',
      totalStudents: 38815,
      language: 'English',
      isCaptions: true,
      length: '1.2 total hours',
      totalLectures: content.reduce((sum, s) => sum + s.topics.length, 0),
      description:
        '<p>This course introduces the everyday practice of UI/UX design. You will learn how to understand users, turn their needs into flows and wireframes, and polish those wireframes into clear, accessible interfaces.</p><p>Each section ends with a short project. By the end you will have a small portfolio piece and a repeatable process you can use on real products.</p><ul><li>Research methods that fit a small team</li><li>Wireframes, prototypes and usability tests</li><li>Colour, type and layout for interfaces</li></ul>',
      content,
    },
  ]
}
