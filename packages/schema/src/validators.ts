import { validator } from './validate.js';
import { ParsedData } from './parsed-data.js';
import * as api from './api.js';
import * as access from './access.js';

export const validateParsedData = validator(ParsedData, 'parsedData');
export const validateVerifyRequest = validator(api.VerifyRequest, 'request body');
export const validateContractSections = validator(api.ContractSections, 'request body');
export const validateStoredRecord = validator(api.StoredVerificationRecord, 'stored verification record');
export const validateStoredContract = validator(api.StoredContract, 'stored contract');
export const validateParseJob = validator(api.ParseJob, 'parse job');
export const validateProblem = validator(api.Problem, 'problem');
export const validateVerificationRecord = validator(api.VerificationRecord, 'verification record');
export const validateEmploymentContract = validator(api.EmploymentContract, 'employment contract');
export const validateStoredApiKey = validator(access.StoredApiKey, 'stored API key');
export const validateAuditEntry = validator(access.AuditEntry, 'audit entry');
