import { DEFAULT_CONTACT_PREFERENCE, STUDENT_STEP_RULES } from '@mentorbridge/shared';
import { createAlumniProfileResponse, createStudentProfileResponse } from '@test/profile-fixtures';
import { describe, expect, it } from 'vitest';
import {
  splitAccountName,
  toAlumniBody,
  toAlumniFormValues,
  toStudentBody,
  toStudentFormValues,
} from './profile-fields';

describe('student form values', () => {
  it('start empty with contact preference Email when there is no stored profile', () => {
    const values = toStudentFormValues(undefined);
    expect(values.firstName).toBe('');
    expect(values.technicalSkills).toBe('');
    expect(values.contactPreference).toBe(DEFAULT_CONTACT_PREFERENCE);
  });

  it('prefill from the stored profile: numbers as text, lists comma-separated, null as empty', () => {
    const values = toStudentFormValues(createStudentProfileResponse().profile);
    expect(values).toMatchObject({
      firstName: 'Asha',
      currentYear: '3',
      cgpa: '8.75',
      backlogs: '0',
      technicalSkills: 'React, TypeScript, SQL',
      resumeLink: '',
    });
  });

  it('become the PUT body: lists trimmed with empties dropped, numbers as numbers, blanks cleared', () => {
    const values = toStudentFormValues(undefined);
    Object.assign(values, {
      firstName: '  Asha ',
      technicalSkills: ' React ,, TypeScript,  ,SQL ',
      careerInterests: 'Web Development',
      cgpa: '8.5',
      backlogs: '0',
      currentYear: '2',
      graduationYear: '',
      bio: '   ',
    });
    const body = toStudentBody(values);
    expect(body.firstName).toBe('Asha');
    expect(body.technicalSkills).toEqual(['React', 'TypeScript', 'SQL']);
    expect(body.softSkills).toEqual([]);
    expect(body.cgpa).toBe(8.5);
    expect(body.backlogs).toBe(0);
    expect(body.currentYear).toBe(2);
    expect(body.graduationYear).toBeNull();
    expect(body.bio).toBeNull();
  });

  it('round-trips a stored profile so that every step rule passes', () => {
    const body = toStudentBody(toStudentFormValues(createStudentProfileResponse().profile));
    expect(STUDENT_STEP_RULES.map((rule) => rule(body))).toEqual([null, null, null, null]);
  });

  it('keep 0 backlogs as present for the step 2 rule', () => {
    const values = toStudentFormValues(createStudentProfileResponse({ backlogs: 0 }).profile);
    expect(STUDENT_STEP_RULES[1]!(toStudentBody(values))).toBeNull();
  });
});

describe('alumni form values', () => {
  it('prefill and convert back, including previous companies and a half-year of experience', () => {
    const values = toAlumniFormValues(createAlumniProfileResponse().profile);
    expect(values.previousCompanies).toBe('Flipkart, Infosys');
    expect(values.totalExperience).toBe('7.5');
    const body = toAlumniBody({ ...values, previousCompanies: 'Flipkart, , TCS ' });
    expect(body.previousCompanies).toEqual(['Flipkart', 'TCS']);
    expect(body.totalExperience).toBe(7.5);
    expect(body.numberOfInterviewsFaced).toBe(14);
  });

  it('start with contact preference Email', () => {
    expect(toAlumniFormValues(null).contactPreference).toBe('Email');
  });
});

describe('the account name in the name fields', () => {
  it('splits on the last space, and a single word is the first name', () => {
    expect(splitAccountName('Priya Sharma')).toEqual({ firstName: 'Priya', lastName: 'Sharma' });
    expect(splitAccountName('Anna Maria Rossi')).toEqual({ firstName: 'Anna Maria', lastName: 'Rossi' });
    expect(splitAccountName('  Madonna ')).toEqual({ firstName: 'Madonna', lastName: '' });
    expect(splitAccountName('Anna  Maria   Rossi ')).toEqual({ firstName: 'Anna Maria', lastName: 'Rossi' });
    expect(splitAccountName('')).toEqual({ firstName: '', lastName: '' });
  });

  it('fills a profile that has no name yet, for both roles', () => {
    const noName = { firstName: null, lastName: null };
    expect(toStudentFormValues(createStudentProfileResponse(noName).profile, 'Priya Sharma')).toMatchObject({
      firstName: 'Priya',
      lastName: 'Sharma',
    });
    expect(toAlumniFormValues(createAlumniProfileResponse(noName).profile, 'Anna Maria Rossi')).toMatchObject(
      {
        firstName: 'Anna Maria',
        lastName: 'Rossi',
      },
    );
    expect(toStudentFormValues(undefined, 'Priya Sharma').firstName).toBe('Priya');
  });

  it('never replaces a stored name, even half of one', () => {
    const values = toStudentFormValues(createStudentProfileResponse().profile, 'Priya Sharma');
    expect(values).toMatchObject({ firstName: 'Asha', lastName: 'Verma' });
    const firstOnly = createAlumniProfileResponse({ lastName: null }).profile;
    expect(toAlumniFormValues(firstOnly, 'Priya Sharma')).toMatchObject({
      firstName: 'Ananya',
      lastName: '',
    });
  });
});
